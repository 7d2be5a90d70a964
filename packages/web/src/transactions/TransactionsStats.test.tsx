import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { page } from '../components/testing/samples';
import { renderApp } from '../test/renderApp';

const stats = {
  total: 9000,
  last24h: 8640,
  transfersTotal: 30,
  tps: 83.25,
  tpsBlocks: 20,
  maxTps: 95.5,
  maxTpsBlocks: 100,
  tps24h: 0.1,
  daily: [],
};
const routesWith = (data: typeof stats) => ({
  transactionTable: { data: page([], { total: 0 }) },
  transactionStats: { data },
});
const routes = routesWith(stats);

const tile = (label: string) => screen.getByText(label, { selector: 'dt' }).parentElement!;

beforeAll(() => import('../pages/transactions/TransactionsPage'), 60_000);

describe('transactions page rates', () => {
  it('shows the current rate and the peak, each saying what it is measured over, apart from the day average', async () => {
    renderApp('/blockchain/transactions', { routes });
    await waitFor(() => expect(tile('TPS (last 20 blocks)')).toHaveTextContent('83.25'));
    expect(tile('Peak TPS (100 blocks)')).toHaveTextContent('95.5');
    expect(tile('TPS (24 h average)')).toHaveTextContent('0.1');
  });

  it('says how many blocks the rates of a young chain are over', async () => {
    renderApp('/blockchain/transactions', {
      routes: routesWith({ ...stats, tps: 1.5, tpsBlocks: 4, maxTps: 1.5, maxTpsBlocks: 4 }),
    });
    await waitFor(() => expect(tile('TPS (last 4 blocks)')).toHaveTextContent('1.5'));
    expect(tile('Peak TPS (4 blocks)')).toHaveTextContent('1.5');
    expect(screen.queryByText('TPS (last 20 blocks)')).toBeNull();
  });
});
