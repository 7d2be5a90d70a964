import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { page, transaction } from '../../components/testing/samples';
import type { RecordedRequest } from '../../test/fakeApi';
import { renderApp } from '../../test/renderApp';

const routes = {
  transactionTable: (request: RecordedRequest) => {
    const { page: n = 1, type } = request.data as { page?: number; type?: number };
    const items = Array.from({ length: 20 }, (_, i) => transaction(`p${n}-${i}`, { blockNumber: 1000 - n }));
    items[1] = transaction(`failed-${n}`, {
      status: 'FAILED',
      contractTypeName: 'TriggerSmartContract',
      token: null,
      amount: '0',
      confirmed: true,
    });
    if (type !== undefined) return { data: { ...page(items, { limit: 20 }), total: null, nextCursor: '77' } };
    return { data: page(items, { page: n, limit: 20, total: 45 }) };
  },
  transactionStats: {
    data: {
      total: 45,
      last24h: 40,
      transfersTotal: 30,
      tps: 0.0005,
      tpsBlocks: 20,
      maxTps: 0.01,
      maxTpsBlocks: 100,
      tps24h: 0.0004,
      daily: [],
    },
  },
};

// The page's code is transformed on first import; pay that once here, not inside a test's wait.
beforeAll(() => import('./TransactionsPage'), 60_000);

describe('transactions page', () => {
  it('lists hash, block, age, type, from, to, amount with token, fee, result and confirmation state', async () => {
    renderApp('/blockchain/transactions', { routes });
    const table = await screen.findByRole('table', { name: 'Transactions' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Hash', 'Block', 'Age', 'Type', 'From / To', 'Amount', 'Fee', 'Result / Status']);
    // The skeleton has as many rows as a page: wait for the data itself.
    await waitFor(() => expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Transfer'));
    expect(within(table).getAllByRole('row')).toHaveLength(21);
    const [, first, second] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent('Transfer');
    expect(first).toHaveTextContent('1,234.56789 POX');
    expect(first).toHaveTextContent('1.1 POX');
    expect(first).toHaveTextContent('Success');
    expect(first).toHaveTextContent('Confirmed');
    expect(second).toHaveTextContent('Contract Call');
    expect(second).toHaveTextContent('Failed');
    expect(second).toHaveTextContent('Solidified');
    await waitFor(() =>
      expect(screen.getByLabelText('Transaction statistics')).toHaveTextContent('Last 24 h40'),
    );
  });

  it('asks for the page in the URL, with the limit, as the POST body', async () => {
    const { requests } = renderApp('/blockchain/transactions?page=2', { routes });
    await screen.findByText('Page 2 of 3');
    await waitFor(() =>
      expect(requests.find((r) => r.url === '/api/transaction')?.data).toEqual({ page: 2, limit: 20 }),
    );
  });

  const bodies = (requests: { url: string; data: unknown }[]) =>
    requests.filter((r) => r.url === '/api/transaction').map((r) => r.data);
  const APRIL_1 = Date.UTC(2025, 3, 1);
  const DAY = 86_400_000;

  it('filters by UTC days kept in the URL, still by page number', async () => {
    const { requests } = renderApp('/blockchain/transactions?from=2025-04-01&to=2025-04-02&page=2', {
      routes,
    });
    await screen.findByText('Page 2 of 3');
    expect(screen.getByLabelText('From (UTC)')).toHaveValue('2025-04-01');
    expect(screen.getByLabelText('To (UTC)')).toHaveValue('2025-04-02');
    await waitFor(() =>
      expect(bodies(requests)).toContainEqual({
        page: 2,
        limit: 20,
        start: APRIL_1,
        end: APRIL_1 + 2 * DAY - 1,
      }),
    );
  });

  it('filters by type from the select, then pages on by cursor', async () => {
    const user = userEvent.setup();
    const { requests } = renderApp('/blockchain/transactions?page=2', { routes });
    await screen.findByText('Page 2 of 3');
    await user.selectOptions(screen.getByLabelText('Type'), 'Contract Call');
    await waitFor(() => expect(bodies(requests).at(-1)).toEqual({ limit: 20, type: 31 }));
    expect(screen.queryByText(/^Page \d/)).toBeNull();
    await user.click(await screen.findByRole('link', { name: 'Older page' }));
    await waitFor(() => expect(bodies(requests).at(-1)).toEqual({ limit: 20, cursor: '77', type: 31 }));
    await user.click(screen.getByRole('link', { name: 'Clear filters' }));
    await waitFor(() => expect(bodies(requests).at(-1)).toEqual({ page: 1, limit: 20 }));
    expect(screen.getByLabelText('Type')).toHaveValue('');
  });

  it('says when the days are backwards instead of asking', async () => {
    const { requests } = renderApp('/blockchain/transactions?from=2025-04-03&to=2025-04-01', { routes });
    await screen.findByText('The “From” day comes after the “To” day: no transaction can match.');
    expect(bodies(requests)).toEqual([]);
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  });
});
