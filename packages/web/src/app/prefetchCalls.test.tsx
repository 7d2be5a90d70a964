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
