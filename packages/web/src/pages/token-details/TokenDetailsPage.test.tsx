import { readJavaTronFixture } from '@poxscan/test-support/fixtures';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ResponseOf } from '../../api/resources';
import type { NodeContract } from '../../api/resources/explorer';
import { address, NOW, page, transfer, USDP } from '../../components/testing/samples';
import { renderApp } from '../../test/renderApp';

const token: ResponseOf<'tokenDetail'> = {
  id: USDP.id,
  standard: 'PRC20',
  name: 'Pox Dollar',
  symbol: 'USDP',
  decimals: 18,
  totalSupply: '1000000000000000000000000',
  totalSupplyBasis: 'chain',
  holders: 2,
  transfers: 3,
  logoUrl: null,
  verified: true,
  issuer: address('deployer'),
  createdAt: NOW,
  description: 'A dollar on POX',
  websiteUrl: 'javascript:alert(1)',
};
const holders = [
  { rank: 1, address: address('whale'), balance: '750000000000000000000000', share: 0.75 },
  { rank: 2, address: address('fish'), balance: '250000000000000000000000', share: 0.25 },
];

const routes = {
  tokenDetail: { data: token },
  contractHolders: { data: page(holders, { limit: 10, total: 2 }) },
  tokenTransfers: { data: { items: [transfer('t1')], nextCursor: null } },
  contractDetail: {
    data: {
      address: USDP.id,
      name: 'PoxDollar',
      creator: address('deployer'),
      createdAt: NOW,
      verified: true,
      transactionCount: 3,
      tokenId: USDP.id,
      creationTransaction: 'ab',
      balance: '0',
      compiler: 'solc 0.8.26',
      license: 'MIT',
      abi: null,
      source: 'contract PoxDollar {}',
    },
  },
  nodeContract: { data: readJavaTronFixture<NodeContract>('getcontract-1.json') },
  tokenActivity: {
    data: {
      id: USDP.id,
      transfers: [
        { day: Date.UTC(2025, 3, 29), value: 4 },
        { day: Date.UTC(2025, 3, 30), value: 12 },
        { day: Date.UTC(2025, 4, 1), value: 7 },
      ],
    },
  },
};

const row = (label: string) => screen.getByText(label, { selector: 'dt' }).parentElement!;

// The page's code is transformed on first import; pay that once here, not inside a test's wait.
beforeAll(() => import('./TokenDetailsPage'), 60_000);

describe('token details page', () => {
  it('names a collection whose name and symbol are not read yet by its address, not "()"', async () => {
    renderApp(`/tokendetails/${USDP.id}`, {
      routes: { ...routes, tokenDetail: { data: { ...token, standard: 'PRC721', name: '', symbol: '' } } },
    });
    const identifier = await screen.findByText(USDP.id, { selector: 'p' });
    // The address under the heading is set as an identifier (monospace), a name as words.
    expect(identifier.className.split(' ')).toHaveLength(2);
    expect(row('Name')).toHaveTextContent(USDP.id);
    expect(screen.queryByText('()', { exact: false })).not.toBeInTheDocument();
  });

  it('shows the overview and, on the first tab, the transfers', async () => {
    renderApp(`/tokendetails/${USDP.id}`, { routes });
    const name = await screen.findByText('Pox Dollar (USDP)', { selector: 'p' });
    expect(name.className.split(' ')).toHaveLength(1);
    expect(row('Total supply')).toHaveTextContent('1,000,000 USDP');
    expect(row('Contract')).toHaveTextContent(USDP.id);
    expect(row('Issuer')).toHaveTextContent(address('deployer'));
    expect(row('Website')).toHaveTextContent('javascript:alert(1)');
    expect(within(row('Website')).queryByRole('link')).not.toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Token transfers' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
  });

  it('lists holders with their share, ten a page, beside the distribution chart', async () => {
    const { requests } = renderApp(`/tokendetails/${USDP.id}?tab=holders`, { routes });
    const table = await screen.findByRole('table', { name: 'Holders' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('750,000 USDP75.0000%');
    expect(
      screen.getByRole('figure', { name: 'Share of supply held by the top 10 holders (%)' }),
    ).toHaveTextContent('2 points from #1 (75.0%) to #2 (25.0%); highest 75.0% at #1.');
    expect(
      within(screen.getByRole('figure', { name: 'Distribution of the supply' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['#1 75.00%', '#2 25.00%']);
    expect(requests.find((r) => r.url === '/blockchain/getcontractholders')?.data).toEqual({
      contractAddress: USDP.id,
      page: 1,
      limit: 10,
    });
  });

  it("shows the contract's verified source, ABI and bytecode on the contract tab", async () => {
    const user = userEvent.setup();
    renderApp(`/tokendetails/${USDP.id}`, { routes });
    await user.click(await screen.findByRole('tab', { name: 'Contract' }));
    expect(await screen.findByText('contract PoxDollar {}')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Source code' })).toHaveTextContent(
      'Verified solc 0.8.26 · MIT',
    );
    expect(screen.getByRole('region', { name: 'ABI' })).toHaveTextContent('"name": "transfer"');
    expect(screen.getByRole('region', { name: 'Bytecode' })).toHaveTextContent(
      '608060405234801561001057600080fd5b50',
    );
  });

  it('charts the transfers per day since the first, and says so when there is one day', async () => {
    const { requests } = renderApp(`/tokendetails/${USDP.id}`, { routes });
    const chart = await screen.findByRole('figure', { name: 'Transfers per day' });
    await waitFor(() =>
      expect(chart).toHaveTextContent('3 points from Apr 29 (4) to May 1 (7); highest 12 at Apr 30.'),
    );
    expect(requests.find((r) => r.url === `/api/data/token/${USDP.id}`)).toBeDefined();
  });

  it('says a token with one day of transfers has one day, not a lone bar', async () => {
    renderApp(`/tokendetails/${USDP.id}`, {
      routes: {
        ...routes,
        tokenActivity: { data: { id: USDP.id, transfers: [{ day: Date.UTC(2025, 4, 1), value: 3 }] } },
      },
    });
    const chart = await screen.findByRole('figure', { name: 'Transfers per day' });
    await waitFor(() => expect(chart).toHaveTextContent('One day of data so far: 3 on May 1.'));
  });

  it('sends the native token to its own page, on the tab asked for', async () => {
    renderApp('/tokendetails/_?tab=transfers', { routes: { nativeToken: { status: 500, data: {} } } });
    expect(await screen.findByRole('heading', { level: 1, name: 'POX' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Transfers' })).toHaveAttribute('aria-selected', 'true');
  });
});
