import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { address } from '../../components/testing/samples';
import { renderApp } from '../../test/renderApp';

const routes = {
  poxSlider: {
    data: {
      totalSupply: '100000000000000',
      totalStaked: '40000000000000',
      holders: 4321,
      transfers: 65_432,
      feesBurnedToday: '12500000',
      feesBurnedTotal: '9876500000',
    },
  },
  price: {
    data: { available: false, usd: null, change24h: null, time: null, source: null, testnet: false },
  },
  nativeToken: {
    data: {
      name: 'POX',
      symbol: 'POX',
      decimals: 6,
      totalSupply: '100000000000000',
      holders: 4321,
      transfers: 65_432,
      topHolders: [
        { address: address('whale'), balance: '30000000000000' },
        { address: address('fish'), balance: '1500000' },
      ],
    },
  },
  tokenTransfers: { data: { items: [], nextCursor: null } },
};

// The page's code is transformed on first import; pay that once here, not inside a test's wait.
beforeAll(() => import('./PoxTokenPage'), 60_000);

describe('POX token page', () => {
  it('shows supply, staked, burned, holders, transfers and an honest price', async () => {
    renderApp('/tokens/pox', { routes });
    const stats = await screen.findByLabelText('POX statistics');
    await waitFor(() => expect(stats).toHaveTextContent('Total supply100,000,000 POX'));
    expect(stats).toHaveTextContent('Staked40,000,000 POX40.00% of supply');
    expect(stats).toHaveTextContent('Burned in fees9,876.5 POXToday (UTC): 12.5 POX');
    expect(stats).toHaveTextContent('Holders4,321');
    expect(stats).toHaveTextContent('PriceUnavailableNo price source');
  });

  it('ranks the top holders with their share of supply', async () => {
    renderApp('/tokens/pox', { routes });
    const table = await screen.findByRole('table', { name: 'Top POX holders' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('30,000,000 POX30.0000%');
    expect(within(table).getAllByRole('row')[2]).toHaveTextContent('1.5 POX0.0000%');
  });

  it('lists POX transfers on its tab, saying so when there are none', async () => {
    renderApp('/tokens/pox?tab=transfers', { routes });
    expect(await screen.findByText('No transfers yet.')).toBeInTheDocument();
  });
});
