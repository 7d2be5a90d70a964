import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../test/renderApp';

/** Every route of the spec with the heading its page shows. */
const ROUTES: [string, string][] = [
  ['/', 'POX Blockchain Explorer'],
  ['/transactiondetails/4b3f0c9e', 'Transaction Details'],
  ['/blockchain/node', 'Nodes'],
  ['/blockchain/blocks', 'Blocks'],
  ['/blockchain/block/blockdetails/42', 'Block Details'],
  ['/blockchain/accounts', 'Accounts'],
  ['/blockchain/transactions', 'Transactions'],
  ['/blockchain/transfers', 'Transfers'],
  ['/blockchain/contracts', 'Contracts'],
  ['/address-account/TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7', 'Address'],
  ['/tokens', 'Tokens'],
  ['/tokendetails/1000001', 'Token Details'],
  ['/tokens/pox', 'POX'],
  ['/governance/superrepresentatives', 'Super Representatives'],
  ['/governance/votes', 'Votes'],
  ['/governance/poxstakinggovernance', 'POX Staking Governance'],
  ['/governance/parameterandproposal', 'Parameters & Proposals'],
  ['/more/contractsdeployment', 'Contracts Deployment'],
  ['/more/broadcasttransaction', 'Broadcast Transaction'],
  ['/more/contractsverification', 'Contracts Verification'],
  ['/more/encodingconverter', 'Encoding Converter'],
  ['/more/prc20tokendeployment', 'PRC20 Token Deployment'],
  ['/privacy-policy', 'Privacy Policy'],
  ['/terms-of-service', 'Terms of Service'],
  ['/support', 'Support'],
  ['/exportdata/TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7', 'Download Data (CSV Export)'],
  ['/too-many-request', 'Too Many Requests'],
  ['/stake-resources', 'Stake Resources'],
  ['/data/pox-supply', 'POX Supply'],
  ['/data/rankings', 'Rankings'],
  ['/data/charts', 'Charts'],
  ['/data/charts/transactions', 'Transactions'],
  ['/no/such/page', 'Page Not Found'],
];

describe('routes', () => {
  it('has the 29 routes of the spec and the Data pages', () => {
    expect(new Set(ROUTES.map(([path]) => path)).size).toBe(33);
  });

  it.each(ROUTES)('%s shows its page between the header and the footer', async (path, title) => {
    renderApp(path);
    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(await screen.findByRole('contentinfo')).toHaveTextContent('The Best Blockchain Explorer of POX');
    await waitFor(() => expect(document.title).toBe(`${title} | PoxScan`));
  });
});
