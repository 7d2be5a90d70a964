import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ResponseOf } from '../../api/resources';
import { address, page } from '../../components/testing/samples';
import type { RecordedRequest } from '../../test/fakeApi';
import { renderApp } from '../../test/renderApp';

type TokenRow = ResponseOf<'tokens'>['items'][number];

const prc20: TokenRow = {
  id: address('usdp'),
  standard: 'PRC20',
  name: 'Pox Dollar',
  symbol: 'USDP',
  decimals: 18,
  totalSupply: '1000000000000000000000000',
  holders: 4321,
  transfers: 98_765,
  logoUrl: null,
  verified: true,
  issuer: address('issuer'),
  createdAt: Date.now() - 3 * 86_400_000,
};
const prc10: TokenRow = {
  ...prc20,
  id: '1000001',
  standard: 'PRC10',
  name: 'Gold',
  symbol: 'GLD',
  decimals: 2,
  totalSupply: '123456',
  verified: false,
};

const routes = {
  tokens: (request: RecordedRequest) => {
    const { type } = request.params as { type: string };
    const items = type === 'all' ? [prc20, prc10] : type === 'prc10' ? [prc10] : [prc20];
    return { data: page(items, { limit: 10, total: 25 }) };
  },
  contractCounts: { data: { total: 12, last24h: 1, daily: [] } },
};

// The page's code is transformed on first import; pay that once here, not inside a test's wait.
beforeAll(() => import('./TokensPage'), 60_000);

describe('tokens page', () => {
  it('lists PRC20 tokens with holders, supply and transfers, ten a page', async () => {
    const { requests } = renderApp('/tokens', { routes });
    const table = await screen.findByRole('table', { name: 'Tokens' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    const row = within(table).getAllByRole('row')[1]!;
    expect(within(row).getByRole('link', { name: 'Pox Dollar' })).toHaveAttribute(
      'href',
      `/tokendetails/${prc20.id}`,
    );
    expect(row).toHaveTextContent('USDPVerified');
    expect(row).toHaveTextContent('4,321');
    expect(row).toHaveTextContent('1,000,000 USDP');
    expect(row).toHaveTextContent('98,765');
    expect(within(row).getByRole('link', { name: /^T/ })).toHaveAttribute(
      'href',
      `/address-account/${prc20.issuer}`,
    );
    expect(row).toHaveTextContent('3 days ago');
    expect(requests.find((r) => r.url === '/token/getTokens')?.params).toEqual({
      type: 'prc20',
      limit: 10,
      pageNo: 1,
    });
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
  });

  it('switches standard with the tabs', async () => {
    const user = userEvent.setup();
    renderApp('/tokens', { routes });
    await user.click(await screen.findByRole('tab', { name: 'PRC10' }));
    const table = await screen.findByRole('table', { name: 'Tokens' });
    await waitFor(() => expect(within(table).getAllByRole('row')[1]).toHaveTextContent('1,234.56 GLD'));
    expect(screen.getByRole('tab', { name: 'PRC10' })).toHaveAttribute('aria-selected', 'true');
  });

  it('lists every standard together in the All tab', async () => {
    const user = userEvent.setup();
    const { requests } = renderApp('/tokens', { routes });
    await user.click(await screen.findByRole('tab', { name: 'All' }));
    const table = await screen.findByRole('table', { name: 'Tokens' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    expect(within(table).getAllByRole('row')[2]).toHaveTextContent('PRC10');
    expect(requests.filter((r) => r.url === '/token/getTokens').at(-1)?.params).toMatchObject({
      type: 'all',
    });
  });
});
