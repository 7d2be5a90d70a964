import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { POX, page, transfer, USDP } from '../../components/testing/samples';
import type { RecordedRequest } from '../../test/fakeApi';
import { renderApp } from '../../test/renderApp';

const token = (id: string, symbol: string) => ({
  id,
  standard: 'PRC20',
  name: `${symbol} token`,
  symbol,
  decimals: 18,
  totalSupply: '1',
  holders: 1,
  transfers: 1,
  logoUrl: null,
  verified: false,
});

const routes = {
  'POST /api/getTransfers': {
    data: page([transfer('a'), transfer('b', { token: POX, amount: '5000000' })], { total: 2 }),
  },
  'GET /api/token/transfers': (request: RecordedRequest) => {
    const { id, cursor } = request.params as { id: string; cursor?: string };
    const first =
      id === '_'
        ? transfer(`pox-${cursor ?? 'top'}`, { token: POX, amount: '7000000' })
        : transfer(`usdp-${cursor ?? 'top'}`);
    return { data: { items: [first], nextCursor: cursor ? null : '41' } };
  },
  'GET /token/getTokens': { data: page([token(USDP.id, 'USDP'), token('TXYZ', 'XYZ')], { limit: 100 }) },
  'GET /token/transferCounts': { data: { total: 65_432, last24h: 321, daily: [] } },
};

// The page's code is transformed on first import; pay that once here, not inside a test's wait.
beforeAll(() => import('./TransfersPage'), 60_000);

describe('transfers page', () => {
  it('lists every transfer with its token on the All tab, and the figures', async () => {
    renderApp('/blockchain/transfers', { routes });
    const table = await screen.findByRole('table', { name: 'All transfers' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('2,500 USDP');
    expect(within(table).getAllByRole('row')[2]).toHaveTextContent('5 POX');
    await waitFor(() =>
      expect(screen.getByLabelText('Transfer statistics')).toHaveTextContent('Transfers65,432'),
    );
  });

  it('walks POX transfers by keyset pages kept in the URL', async () => {
    const user = userEvent.setup();
    const { requests } = renderApp('/blockchain/transfers?tab=pox', { routes });
    const table = await screen.findByRole('table', { name: 'POX transfers' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    await user.click(screen.getByRole('link', { name: 'Older page' }));
    await waitFor(() =>
      expect(requests.filter((r) => r.url === '/api/token/transfers').at(-1)?.params).toEqual({
        id: '_',
        limit: 20,
        cursor: '41',
      }),
    );
    expect(screen.getByRole('button', { name: 'Older page' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Newest page' })).toBeInTheDocument();
  });

  it('filters PRC20 transfers by token', async () => {
    const user = userEvent.setup();
    const { requests } = renderApp('/blockchain/transfers?tab=prc20', { routes });
    expect(await screen.findByText('Choose a PRC20 token to see its transfers.')).toBeInTheDocument();
    const select = screen.getByRole('combobox', { name: 'PRC20 token' });
    await waitFor(() => expect(select).toBeEnabled());
    await user.selectOptions(select, 'USDP — USDP token');
    const table = await screen.findByRole('table', { name: 'PRC20 transfers' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(requests.find((r) => r.url === '/token/getTokens')?.params).toEqual({
      type: 'prc20',
      limit: 100,
      pageNo: 1,
    });
    expect(requests.filter((r) => r.url === '/api/token/transfers').at(-1)?.params).toEqual({
      id: USDP.id,
      limit: 20,
    });
  });
});
