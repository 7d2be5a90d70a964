import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ShellSession, startShellSession } from './session.js';

const ADDRESS = 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7';

/** Every route of the spec with the heading its page shows. */
const ROUTES: [string, string][] = [
  ['/', 'POX Blockchain Explorer'],
  [`/transactiondetails/${'ab'.repeat(32)}`, 'Transaction Details'],
  ['/blockchain/node', 'Nodes'],
  ['/blockchain/blocks', 'Blocks'],
  ['/blockchain/block/blockdetails/1', 'Block Details'],
  ['/blockchain/accounts', 'Accounts'],
  ['/blockchain/transactions', 'Transactions'],
  ['/blockchain/transfers', 'Transfers'],
  ['/blockchain/contracts', 'Contracts'],
  [`/address-account/${ADDRESS}`, 'Address'],
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
  [`/exportdata/${ADDRESS}`, 'Download Data (CSV Export)'],
  ['/too-many-request', 'Too Many Requests'],
  ['/stake-resources', 'Stake Resources'],
  ['/no/such/page', 'Page Not Found'],
];

let session: ShellSession;
beforeAll(async () => {
  session = await startShellSession();
});
afterAll(async () => {
  await session?.close();
});

describe('every route of the shell', () => {
  it('serves the 29 routes of the spec', () => {
    expect(new Set(ROUTES.map(([path]) => path)).size).toBe(29);
  });

  it('renders each route with the header and the footer, without page errors', async () => {
    const { page, errors } = await session.open('/');
    for (const [path, title] of ROUTES) {
      await page.goto(`${session.explorer.baseUrl}${path}`);
      await page.getByRole('main').getByRole('heading', { level: 1, name: title, exact: true }).waitFor();
      expect(await page.getByRole('banner').isVisible(), path).toBe(true);
      expect(await page.getByRole('contentinfo').textContent(), path).toContain(
        'The Best Blockchain Explorer of POX',
      );
      expect(await page.title(), path).toBe(`${title} | PoxScan`);
    }
    expect(errors).toEqual([]);
  });

  it('navigates between pages inside the app', async () => {
    const { page } = await session.open('/');
    await page.getByRole('button', { name: 'Blockchain' }).click();
    await page.getByRole('menuitem', { name: 'Blocks' }).click();
    await page.getByRole('heading', { level: 1, name: 'Blocks' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/blockchain/blocks');
    const [popup] = await Promise.all([
      page.context().waitForEvent('page'),
      page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click(),
    ]);
    await popup.getByRole('heading', { level: 1, name: 'Privacy Policy' }).waitFor();
  });

  it('serves the whitepaper as a PDF', async () => {
    const response = await fetch(`${session.explorer.baseUrl}/pox-whitepaper.pdf`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/pdf');
    expect(
      Buffer.from(await response.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });
});
