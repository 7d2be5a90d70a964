import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { page, transaction, USDP } from '../../components/testing/samples';
import { renderApp } from '../../test/renderApp';

// A PRC20 transfer call sends no POX: what it moved is the token transfer its code made.
const call = (label: string, more: number) =>
  transaction(label, {
    contractType: 31,
    contractTypeName: 'TriggerSmartContract',
    amount: '0',
    token: null,
    tokenTransfer: { amount: '66881376000000000000', token: USDP, more },
  });

const routes = {
  transactionTable: { data: page([call('one', 0), call('batch', 2)], { total: 2 }) },
  transactionStats: {
    data: {
      total: 2,
      last24h: 2,
      transfersTotal: 2,
      tps: 0,
      tpsBlocks: 0,
      maxTps: 0,
      maxTpsBlocks: 0,
      tps24h: 0,
      daily: [],
    },
  },
};

beforeAll(() => import('./TransactionsPage'), 60_000);

describe('contract call amounts', () => {
  it("shows a call's token transfer as its amount, and how many more it made", async () => {
    renderApp('/blockchain/transactions', { routes });
    const table = await screen.findByRole('table', { name: 'Transactions' });
    await waitFor(() => expect(within(table).getAllByRole('row')[1]).toHaveTextContent('66.881376 USDP'));
    const [, one, batch] = within(table).getAllByRole('row');
    expect(one).not.toHaveTextContent('more');
    expect(batch).toHaveTextContent('66.881376 USDP +2 more');
  });
});
