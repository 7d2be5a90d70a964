import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FakeEventSource, installFakeEventSource } from '../../components/testing/fakeEventSource';
import { block, homeStats, NOW, page, transaction } from '../../components/testing/samples';
import { renderApp } from '../../test/renderApp';
import { setViewport } from '../../test/viewport';

const blocks = Array.from({ length: 10 }, (_, i) => block(1000 - i));
const transactions = Array.from({ length: 10 }, (_, i) => transaction(`t${i}`, { blockNumber: 1000 - i }));

const routes = {
  homeStats: { data: homeStats },
  transactionStats: {
    data: {
      total: 123_456,
      last24h: 8642,
      transfersTotal: 1,
      tps: 0.1,
      tpsBlocks: 20,
      maxTps: 2.25,
      maxTpsBlocks: 100,
      tps24h: 0.01,
      daily: [],
    },
  },
  price: {
    data: { available: true, usd: 0.1234, change24h: -1.5, time: NOW, source: 'recorded', testnet: true },
  },
  priceChart: { data: { source: null, testnet: false, points: [] } },
  accountStats: { data: { accounts: 1, newAccounts24h: 0, contracts: 0, dailyNewAccounts: [] } },
  blocks: { data: page(blocks, { total: 1001 }) },
  transactionTable: { data: page(transactions, { total: 123_456 }) },
};

let uninstall: () => void;
beforeEach(() => {
  uninstall = installFakeEventSource();
});
afterEach(() => uninstall());

const tile = (label: string) => screen.getByText(label, { selector: 'dt' }).parentElement!;

// The page's code is transformed on first import; pay that once here, not inside a test's wait.
beforeAll(() => import('./HomePage'), 60_000);

describe('home page', () => {
  it('shows the network figures: height, TPS, 24 h transactions, accounts, SRs, staked POX and price', async () => {
    renderApp('/', { routes });
    await waitFor(() => expect(tile('Block height')).toHaveTextContent('1,000'));
    expect(tile('Block height')).toHaveTextContent('Solidified 981');
    await waitFor(() => expect(tile('TPS (last 20 blocks)')).toHaveTextContent('0.1Peak 2.25'));
    expect(tile('Transactions (24 h)')).toHaveTextContent('8,642123,456 in total');
    expect(tile('Accounts')).toHaveTextContent('4,321');
    expect(tile('Super Representatives')).toHaveTextContent('27');
    expect(tile('Staked POX')).toHaveTextContent('25.00 M25.00% of supply');
    expect(within(tile('Staked POX')).getByTitle('25,000,000')).toBeInTheDocument();
    await waitFor(() => expect(tile('POX price')).toHaveTextContent('$0.1234-1.50% (24 h) · testnet'));
  });

  it('says where history starts when the explorer was started mid-chain', async () => {
    renderApp('/', {
      routes: { ...routes, homeStats: { data: { ...homeStats, indexedFrom: 900 } } },
    });
    await waitFor(() => expect(tile('Transactions (24 h)')).toHaveTextContent('8,642123,456 since #900'));
    expect(tile('Accounts')).toHaveTextContent('4,321Seen since block 900');
  });

  it('lists the latest blocks and transactions, and says so when a chart has no data', async () => {
    renderApp('/', { routes });
    const blocksTable = await screen.findByRole('table', { name: 'Latest blocks' });
    // The skeletons have as many rows as the tables: wait for the data itself.
    await waitFor(() => expect(within(blocksTable).getAllByRole('row')[1]).toHaveTextContent('1,000'));
    expect(within(blocksTable).getAllByRole('row')).toHaveLength(11);
    expect(within(blocksTable).getAllByRole('row')[1]).toHaveTextContent('SR One');
    const txTable = screen.getByRole('table', { name: 'Latest transactions' });
    await waitFor(() => expect(within(txTable).getAllByRole('row')[1]).toHaveTextContent('1,234.56789 POX'));
    expect(within(txTable).getAllByRole('row')).toHaveLength(11);
    const priceChart = screen.getByRole('figure', { name: 'POX price (30 days)' });
    await waitFor(() => expect(priceChart).toHaveTextContent('No data yet.'));
  });

  it('holds live blocks behind an "N new" notice, then merges them on request; figures update in place', async () => {
    const user = userEvent.setup();
    renderApp('/', { routes });
    const table = await screen.findByRole('table', { name: 'Latest blocks' });
    await waitFor(() => expect(within(table).getAllByRole('row')[1]).toHaveTextContent('1,000'));
    const source = FakeEventSource.open()!;
    expect(source.url).toBe('/api/live?apiKey=public-test-key');
    act(() => {
      source.emit('block', block(1001));
      source.emit('block', block(1002));
      source.emit('stats', { ...homeStats, latestBlock: 1002 });
    });
    const notice = await screen.findByRole('button', { name: '2 new blocks — show' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('1,000');
    expect(tile('Block height')).toHaveTextContent('1,002');
    await user.click(notice);
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(11);
    expect(rows[1]).toHaveTextContent('1,002');
    expect(rows[2]).toHaveTextContent('1,001');
    expect(screen.queryByRole('button', { name: /new blocks/ })).not.toBeInTheDocument();
  });

  it('counts only transactions it has not shown yet', async () => {
    renderApp('/', { routes });
    const table = await screen.findByRole('table', { name: 'Latest transactions' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(11));
    act(() => {
      FakeEventSource.open()!.emit('transactions', [
        transaction('new', { blockNumber: 1001 }),
        ...transactions.slice(0, 9),
      ]);
    });
    expect(await screen.findByRole('button', { name: '1 new transaction — show' })).toBeInTheDocument();
  });

  it('shows an error with a retry when the blocks cannot be read', async () => {
    renderApp('/', {
      routes: {
        ...routes,
        blocks: {
          status: 400,
          data: {
            error: { code: 'BAD_PARAMETER', message: 'limit must be at most 100', parameter: 'limit' },
          },
        },
      },
    });
    const panel = await screen.findByRole('region', { name: 'Latest Blocks' });
    expect(await within(panel).findByRole('alert')).toHaveTextContent('limit must be at most 100');
    expect(within(panel).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('renders the lists as cards on a phone (one layout, not both)', async () => {
    setViewport('mobile');
    renderApp('/', { routes });
    const list = await screen.findByRole('list', { name: 'Latest blocks' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(10));
    expect(screen.queryByRole('table', { name: 'Latest blocks' })).not.toBeInTheDocument();
  });
});
