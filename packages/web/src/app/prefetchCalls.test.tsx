import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../test/renderApp';

// Pages that ask for nothing themselves: whatever the API is asked, the route's loader asked it.
vi.mock('../pages/block-details/BlockDetailsPage', () => ({ default: () => null }));
vi.mock('../pages/transaction-details/TransactionDetailsPage', () => ({ default: () => null }));
vi.mock('../pages/address/AddressPage', () => ({ default: () => null }));
vi.mock('../pages/blocks/BlocksPage', () => ({ default: () => null }));
vi.mock('../pages/accounts/AccountsPage', () => ({ default: () => null }));
vi.mock('../pages/node/NodePage', () => ({ default: () => null }));
vi.mock('../pages/token-details/TokenDetailsPage', () => ({ default: () => null }));
vi.mock('../pages/transactions/TransactionsPage', () => ({ default: () => null }));
vi.mock('../pages/transfers/TransfersPage', () => ({ default: () => null }));
vi.mock('../pages/contracts/ContractsPage', () => ({ default: () => null }));
vi.mock('../pages/tokens/TokensPage', () => ({ default: () => null }));
vi.mock('../pages/pox-token/PoxTokenPage', () => ({ default: () => null }));
vi.mock('../pages/super-representatives/SuperRepresentativesPage', () => ({ default: () => null }));
vi.mock('../pages/votes/VotesPage', () => ({ default: () => null }));
vi.mock('../pages/staking-governance/StakingGovernancePage', () => ({ default: () => null }));
vi.mock('../pages/parameters-proposals/ParametersProposalsPage', () => ({ default: () => null }));
vi.mock('../pages/contracts-verification/ContractsVerificationPage', () => ({ default: () => null }));

const HASH = 'AB'.repeat(32);
const ADDRESS = 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7';

const CASES: [string, string[]][] = [
  ['/blockchain/block/blockdetails/42', ['GET /api/block {"block":"42"}', 'GET /api/status']],
  [`/transactiondetails/0x${HASH}`, [`GET /api/transaction/lookup {"hash":"${HASH.toLowerCase()}"}`]],
  [
    `/address-account/${ADDRESS}`,
    [
      `GET /api/account/detail {"address":"${ADDRESS}"}`,
      `POST /wallet/getaccount {"address":"${ADDRESS}","visible":true}`,
    ],
  ],
  ['/blockchain/block/blockdetails/not-a-block', ['GET /api/status']],
  ['/transactiondetails/42', []],
  ['/blockchain/blocks?page=3', ['GET /api/getblocks {"page":3,"limit":20}']],
  ['/blockchain/accounts?page=x', ['GET /api/account/list {"page":1,"limit":20}', 'GET /api/status']],
  ['/blockchain/node', ['GET /api/nodeinfo', 'POST /wallet/getnowblock {}']],
  ['/tokendetails/1000001', ['POST /token/gettoken {"id":"1000001"}']],
  ['/tokendetails/_', []],
  [
    '/blockchain/transactions?page=2&from=2025-04-01',
    [
      `POST /api/transaction {"page":2,"limit":20,"start":${Date.UTC(2025, 3, 1)}}`,
      'GET /api/transaction/stats',
    ],
  ],
  [
    '/blockchain/transactions?type=31&cursor=c1',
    ['POST /api/transaction {"limit":20,"cursor":"c1","type":31}', 'GET /api/transaction/stats'],
  ],
  ['/blockchain/transactions?from=2025-04-02&to=2025-04-01', ['GET /api/transaction/stats']],
  [
    '/blockchain/transfers?page=4',
    ['POST /api/getTransfers {"page":4,"limit":20}', 'GET /token/transferCounts'],
  ],
  [
    '/blockchain/transfers?tab=pox&cursor=c2',
    ['POST /api/getTransfers {"standard":"POX","limit":20,"cursor":"c2"}', 'GET /token/transferCounts'],
  ],
  [
    '/blockchain/transfers?tab=prc20',
    [
      'GET /token/getTokens {"type":"prc20","limit":100,"pageNo":1}',
      'POST /api/getTransfers {"standard":"PRC20","limit":20}',
      'GET /token/transferCounts',
    ],
  ],
  [
    '/blockchain/transfers?tab=prc10&token=1000001',
    ['GET /token/getTokens {"type":"prc10","limit":100,"pageNo":1}', 'GET /token/transferCounts'],
  ],
  [
    '/blockchain/contracts?page=2&sort=calls',
    ['POST /dev/getcontracts {"page":2,"limit":20,"sort":"calls"}', 'GET /blockchain/contractpage'],
  ],
  [
    '/blockchain/contracts?verified=1&sort=nonsense',
    ['POST /dev/verifiedcontract {"page":1,"limit":20}', 'GET /blockchain/contractpage'],
  ],
  [
    '/tokens?tab=prc10&page=3',
    ['GET /token/getTokens {"type":"prc10","limit":10,"pageNo":3}', 'GET /token/contractCounts'],
  ],
  ['/tokens', ['GET /token/getTokens {"type":"prc20","limit":10,"pageNo":1}', 'GET /token/contractCounts']],
  ['/tokens/pox', ['GET /api/AccountStats', 'GET /api/getprice', 'GET /api/token0']],
  ['/tokens/pox?tab=transfers', ['GET /api/AccountStats', 'GET /api/getprice']],
  [
    `/governance/superrepresentatives?tab=candidates&page=2&sr=${ADDRESS}`,
    [
      'POST /governance/getWitnessData {}',
      'POST /governance/getWitnessDataP {}',
      'GET /governance/votesData',
      'GET /api/status',
      'GET /governance/networkParameters',
      'GET /api/blocksdata',
      'GET /governance/getvoteslist {"pageNo":3,"pageLimit":100,"term":""}',
      `GET /governance/witness {"address":"${ADDRESS}"}`,
    ],
  ],
  [
    '/governance/votes?page=2&term=pool',
    [
      'GET /governance/getvoteslist {"pageNo":2,"pageLimit":10,"term":"pool"}',
      'GET /governance/votesData',
      'POST /governance/getWitnessData {}',
      'POST /governance/getWitnessDataP {}',
    ],
  ],
  [
    '/governance/poxstakinggovernance',
    [
      'GET /governance/poxStakingPage',
      'GET /api/status',
      'GET /governance/tvlgraph',
      'GET /governance/topStakers {"limit":20}',
    ],
  ],
  ['/governance/parameterandproposal', ['GET /governance/networkParameters']],
  ['/more/contractsverification', ['GET /dev/verify/compilers']],
  [
    '/governance/parameterandproposal?tab=proposals',
    [
      'GET /governance/getProposal',
      'POST /governance/getWitnessData {}',
      'POST /governance/getWitnessDataP {}',
    ],
  ],
];

describe('route loaders', () => {
  it.each(CASES)('%s asks for its first data from the loader', async (url, expected) => {
    const { requests } = renderApp(url);
    const asked = () =>
      requests
        .filter((r) => r.url !== '/api/getmsg')
        .map(
          (r) =>
            `${r.method} ${r.url}${(r.params ?? r.data) ? ` ${JSON.stringify(r.params ?? r.data)}` : ''}`,
        );
    await waitFor(() => expect(asked().sort()).toEqual([...expected].sort()));
  });

  it('does not run again while the route stays, so the page is never swapped for the spinner', async () => {
    const { requests, deps } = renderApp('/blockchain/block/blockdetails/42');
    await waitFor(() => expect(requests.some((r) => r.url === '/api/block')).toBe(true));
    await act(() => deps.router.navigate('/blockchain/block/blockdetails/43'));
    expect(screen.queryByTestId('page-spinner')).not.toBeInTheDocument();
    expect(requests.filter((r) => r.url === '/api/block')).toHaveLength(1);
  });
});
