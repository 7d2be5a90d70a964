import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { address, homeStats, page } from '../../components/testing/samples';
import { renderApp } from '../../test/renderApp';

const account = (label: string, balance: string, extra = {}) => ({
  address: address(label),
  name: null,
  tag: null,
  balance,
  power: '1000000000',
  transactionCount: 1234,
  isContract: false,
  lastActiveAt: null,
  ...extra,
});

const routes = {
  accounts: {
    data: page(
      [
        account('whale', '25000000000000', { tag: 'Foundation', lastActiveAt: Date.now() - 120_000 }),
        account('vault', '123456789', { isContract: true }),
      ],
      {
        page: 2,
        limit: 20,
        total: 4321,
      },
    ),
  },
  homeStats: { data: homeStats },
  accountStats: {
    data: { accounts: 4321, newAccounts24h: 12, contracts: 34, dailyNewAccounts: [] },
  },
};

// The page's code is transformed on first import; pay that once here, not inside a test's wait.
beforeAll(() => import('./AccountsPage'), 60_000);

describe('accounts page', () => {
  it('ranks accounts by balance with their share of supply, POX power, transactions and last activity', async () => {
    const { requests } = renderApp('/blockchain/accounts?page=2', { routes });
    const table = await screen.findByRole('table', { name: 'Accounts' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      'Rank',
      'Address',
      'Balance',
      'Share of supply',
      'POX Power',
      'Transactions',
      'Last activity',
    ]);
    await waitFor(() => expect(within(table).getAllByRole('row')[1]).toHaveTextContent('25.0000%'));
    const [, whale, vault] = within(table).getAllByRole('row');
    expect(whale).toHaveTextContent('21Foundation');
    expect(whale).toHaveTextContent('25,000,000 POX');
    expect(whale).toHaveTextContent('1,000 POX');
    expect(whale).toHaveTextContent('1,234');
    expect(whale).toHaveTextContent('2 mins ago');
    expect(vault).toHaveTextContent('22');
    expect(vault).toHaveTextContent('0.0001%');
    expect(vault).toHaveTextContent('—');
    expect(within(vault!).getByTitle('Contract')).toBeInTheDocument();
    expect(requests.find((r) => r.url === '/api/account/list')?.params).toEqual({ page: 2, limit: 20 });
    expect(screen.getByText('Page 2 of 217')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByLabelText('Account statistics')).toHaveTextContent('New in 24 h12'),
    );
  });

  it('stops the pages where the API stops walking the list', async () => {
    renderApp('/blockchain/accounts?page=500', {
      routes: {
        ...routes,
        accounts: { data: page([], { page: 500, limit: 20, total: 1_000_000 }) },
      },
    });
    expect(await screen.findByText('Page 500 of 500')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });
});
