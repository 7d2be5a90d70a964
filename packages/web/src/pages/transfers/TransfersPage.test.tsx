import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ResponseOf } from '../../api/resources';
import { POX, page, transfer, USDP } from '../../components/testing/samples';
import type { RecordedRequest } from '../../test/fakeApi';
import { renderApp } from '../../test/renderApp';

const token = (id: string, symbol: string): ResponseOf<'tokens'>['items'][number] => ({
  id,
  standard: 'PRC20',
  name: `${symbol} token`,
  symbol,
  decimals: 18,
  totalSupply: '1',
  totalSupplyBasis: 'chain',
  holders: 1,
  transfers: 1,
  logoUrl: null,
  verified: false,
  issuer: null,
  createdAt: null,
  transfers24h: 0,
});

const routes = {
  transferTable: (request: RecordedRequest) => {
    const { standard, cursor } = request.data as { standard?: string; cursor?: string };
    if (standard === undefined)
      return { data: page([transfer('a'), transfer('b', { token: POX, amount: '5000000' })], { total: 2 }) };
    const first =
      standard === 'POX'
        ? transfer(`pox-${cursor ?? 'top'}`, { token: POX, amount: '7000000' })
        : transfer(`${standard}-${cursor ?? 'top'}`);
    return { data: { ...page([first]), total: null, nextCursor: cursor ? null : '41' } };
  },
  tokenTransfers: (request: RecordedRequest) => {
    const { id } = request.params as { id: string };
    return { data: { items: [transfer(`token-${id}`)], nextCursor: null } };
  },
  tokens: { data: page([token(USDP.id, 'USDP'), token('TXYZ', 'XYZ')], { limit: 100 }) },
  transferCounts: { data: { total: 65_432, last24h: 321, daily: [] } },
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

  const tableBodies = (requests: { url: string; data: unknown }[]) =>
    requests.filter((r) => r.url === '/api/getTransfers').map((r) => r.data);

  it('walks POX transfers by keyset pages kept in the URL', async () => {
    const user = userEvent.setup();
    const { requests } = renderApp('/blockchain/transfers?tab=pox', { routes });
    const table = await screen.findByRole('table', { name: 'POX transfers' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('7 POX');
    await user.click(screen.getByRole('link', { name: 'Older page' }));
    await waitFor(() =>
      expect(tableBodies(requests).at(-1)).toEqual({ standard: 'POX', limit: 20, cursor: '41' }),
    );
    expect(screen.getByRole('button', { name: 'Older page' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Newest page' })).toBeInTheDocument();
  });

  it('lists every PRC20 transfer without choosing a token, then one token by the filter', async () => {
    const user = userEvent.setup();
    const { requests } = renderApp('/blockchain/transfers?tab=prc20', { routes });
    const all = await screen.findByRole('table', { name: 'PRC20 transfers' });
    await waitFor(() => expect(within(all).getAllByRole('row')).toHaveLength(2));
    expect(tableBodies(requests)).toEqual([{ standard: 'PRC20', limit: 20 }]);
    const select = screen.getByRole('combobox', { name: 'PRC20 token' });
    await waitFor(() => expect(select).toBeEnabled());
    expect(select).toHaveValue('');
    await user.selectOptions(select, 'USDP — USDP token');
    await waitFor(() =>
      expect(requests.filter((r) => r.url === '/api/token/transfers').at(-1)?.params).toEqual({
        id: USDP.id,
        limit: 20,
      }),
    );
    expect(requests.find((r) => r.url === '/token/getTokens')?.params).toEqual({
      type: 'prc20',
      limit: 100,
      pageNo: 1,
    });
    await user.click(screen.getByRole('tab', { name: 'PRC10' }));
    await waitFor(() => expect(tableBodies(requests).at(-1)).toEqual({ standard: 'PRC10', limit: 20 }));
    expect(screen.getByRole('combobox', { name: 'PRC10 token' })).toHaveValue('');
  });
});
