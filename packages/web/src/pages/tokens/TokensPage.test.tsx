import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ResponseOf } from '../../api/resources';
import { address, page } from '../../components/testing/samples';
import type { RecordedRequest } from '../../test/fakeApi';
import { renderApp } from '../../test/renderApp';
import { setViewport } from '../../test/viewport';

type TokenRow = ResponseOf<'tokens'>['items'][number];

const prc20: TokenRow = {
  id: address('usdp'),
  standard: 'PRC20',
  name: 'Pox Dollar',
  symbol: 'USDP',
  decimals: 18,
  totalSupply: '1000000000000000000000000',
  totalSupplyBasis: 'chain',
  holders: 4321,
  transfers: 98_765,
  transfers24h: 1_234,
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
  totalSupplyBasis: 'chain',
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
    const headers = within(table).getAllByRole('columnheader');
    const at = (name: string) => headers.findIndex((h) => h.textContent?.startsWith(name));
    expect(within(row).getAllByRole('cell')[at('Transfers (24 h)')]).toHaveTextContent('1,234');
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

  it("shows a PRC721 collection's live token IDs when its contract reports no supply, and says so", async () => {
    const user = userEvent.setup();
    const punks: TokenRow = {
      ...prc20,
      id: address('punks'),
      standard: 'PRC721',
      name: 'Yuvi Punks',
      symbol: 'YPUNK',
      decimals: 0,
      totalSupply: '56',
      totalSupplyBasis: 'liveTokenIds',
      verified: false,
    };
    renderApp('/tokens', {
      routes: { ...routes, tokens: { data: page([punks, prc20], { limit: 10, total: 2 }) } },
    });
    await user.click(await screen.findByRole('tab', { name: 'All' }));
    const table = await screen.findByRole('table', { name: 'Tokens' });
    await waitFor(() => expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Yuvi Punks'));
    const [, nft, token] = within(table).getAllByRole('row');
    expect(nft).toHaveTextContent('56 YPUNK live token IDs');
    expect(token).toHaveTextContent('1,000,000 USDP');
    expect(token).not.toHaveTextContent('live token IDs');
  });

  it('sorts by a header: the URL and the request follow, a second choice turns the order round', async () => {
    const user = userEvent.setup();
    const { requests, deps } = renderApp('/tokens?page=2', { routes });
    const table = await screen.findByRole('table', { name: 'Tokens' });
    const header = (name: string) =>
      within(table).getByRole('columnheader', { name: new RegExp(`^${name}$`) });
    expect(header('Holders')).toHaveAttribute('aria-sort', 'descending');
    expect(header('Transfers')).toHaveAttribute('aria-sort', 'none');
    expect(header('Total supply')).not.toHaveAttribute('aria-sort');
    expect(within(header('Total supply')).queryByRole('button')).toBeNull();
    expect(within(header('Transfers \\(24 h\\)')).queryByRole('button')).toBeNull();
    await user.click(within(header('Transfers')).getByRole('button'));
    await waitFor(() => expect(deps.router.state.location.search).toBe('?sort=transfers&order=desc'));
    expect(header('Transfers')).toHaveAttribute('aria-sort', 'descending');
    expect(header('Holders')).toHaveAttribute('aria-sort', 'none');
    expect(screen.getByRole('region', { name: 'Tokens by transfers' })).toBeInTheDocument();
    await waitFor(() =>
      expect(requests.filter((r) => r.url === '/token/getTokens').at(-1)?.params).toEqual({
        type: 'prc20',
        limit: 10,
        pageNo: 1,
        sort: 'transfers',
        order: 'desc',
      }),
    );
    within(header('Transfers')).getByRole('button').focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(deps.router.state.location.search).toBe('?sort=transfers&order=asc'));
    expect(header('Transfers')).toHaveAttribute('aria-sort', 'ascending');
    await user.click(within(header('Holders')).getByRole('button'));
    await waitFor(() => expect(deps.router.state.location.search).toBe(''));
  });

  it('sorts on a phone with a pressed button per sortable column', async () => {
    setViewport('mobile');
    const user = userEvent.setup();
    const { deps } = renderApp('/tokens?sort=created&order=asc', { routes });
    const bar = await screen.findByRole('group', { name: 'Sort by' });
    expect(
      within(bar)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Holders', 'Transfers', 'Created ↑, ascending']);
    expect(within(bar).getByRole('button', { name: /Created/ })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(bar).getByRole('button', { name: 'Holders' }));
    await waitFor(() => expect(deps.router.state.location.search).toBe(''));
    expect(within(bar).getByRole('button', { name: /Holders/ })).toHaveAttribute('aria-pressed', 'true');
  });
});
