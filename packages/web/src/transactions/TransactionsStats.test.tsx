import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { page } from '../components/testing/samples';
import { renderApp } from '../test/renderApp';

const routes = {
  transactionTable: { data: page([], { total: 0 }) },
  transactionStats: {
    data: {
      total: 9000,
      last24h: 8640,
      transfersTotal: 30,
      tps: 83.25,
      maxTps: 95.5,
      tps24h: 0.1,
      daily: [],
    },
  },
};

const tile = (label: string) => screen.getByText(label, { selector: 'dt' }).parentElement!;

beforeAll(() => import('../pages/transactions/TransactionsPage'), 60_000);

describe('transactions page rates', () => {
  it('shows the current rate and the peak, each saying what it is measured over, apart from the day average', async () => {
    renderApp('/blockchain/transactions', { routes });
    await waitFor(() => expect(tile('TPS (last 20 blocks)')).toHaveTextContent('83.25'));
    expect(tile('Peak TPS (best 100 blocks)')).toHaveTextContent('95.5');
    expect(tile('TPS (24 h average)')).toHaveTextContent('0.1');
  });
});
