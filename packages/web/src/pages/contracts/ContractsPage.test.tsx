import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { address, NOW, page } from '../../components/testing/samples';
import { renderApp } from '../../test/renderApp';

const contract = (label: string, verified: boolean) => ({
  address: address(label),
  name: verified ? 'PoxDollar' : null,
  creator: address('deployer'),
  createdAt: NOW - 3_600_000,
  verified,
  transactionCount: 5678,
  balance: verified ? '2500000000' : '0',
  tokenId: verified ? address(label) : null,
});

const routes = {
  contracts: {
    data: page([contract('dollar', true), contract('vault', false)], { total: 34, limit: 20 }),
  },
  verifiedContracts: { data: page([contract('dollar', true)], { total: 1, limit: 20 }) },
  contractsStats: { data: { contracts: 34, verified: 1, tokens: 3 } },
};

// The page's code is transformed on first import; pay that once here, not inside a test's wait.
beforeAll(() => import('./ContractsPage'), 60_000);

describe('contracts page', () => {
  it('lists contracts with source state, calls, balance, token, creator and creation time', async () => {
    renderApp('/blockchain/contracts', { routes });
    const table = await screen.findByRole('table', { name: 'Contracts' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    const [, dollar, vault] = within(table).getAllByRole('row');
    expect(dollar).toHaveTextContent('PoxDollar');
    expect(dollar).toHaveTextContent('Verified');
    expect(dollar).toHaveTextContent('5,678');
    expect(dollar).toHaveTextContent('2,500 POX');
    expect(within(dollar!).getByRole('link', { name: 'Token page' })).toHaveAttribute(
      'href',
      `/tokendetails/${address('dollar')}`,
    );
    expect(vault).toHaveTextContent('Unverified');
    await waitFor(() => expect(screen.getByLabelText('Contract statistics')).toHaveTextContent('Verified1'));
  });

  it('filters to verified contracts, keeping the filter in the URL', async () => {
    const user = userEvent.setup();
    const { requests } = renderApp('/blockchain/contracts?page=2', { routes });
    await user.click(await screen.findByRole('checkbox', { name: 'Verified only' }));
    const table = await screen.findByRole('table', { name: 'Contracts' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(requests.find((r) => r.url === '/dev/verifiedcontract')?.data).toEqual({ page: 1, limit: 20 });
    expect(screen.getByRole('checkbox', { name: 'Verified only' })).toBeChecked();
  });

  it('sorts by transactions or balance, keeping the sort in the URL with the verified filter', async () => {
    const user = userEvent.setup();
    const { requests } = renderApp('/blockchain/contracts?verified=1&page=3', { routes });
    expect(await screen.findByRole('heading', { name: 'Contracts, newest first' })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Most transactions');
    await waitFor(() =>
      expect(requests.filter((r) => r.url === '/dev/verifiedcontract').at(-1)?.data).toEqual({
        page: 1,
        limit: 20,
        sort: 'calls',
      }),
    );
    expect(screen.getByRole('heading', { name: 'Contracts, most transactions first' })).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Verified only' }));
    await waitFor(() =>
      expect(requests.filter((r) => r.url === '/dev/getcontracts').at(-1)?.data).toEqual({
        page: 1,
        limit: 20,
        sort: 'calls',
      }),
    );
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Newest');
    await waitFor(() =>
      expect(requests.filter((r) => r.url === '/dev/getcontracts').at(-1)?.data).toEqual({
        page: 1,
        limit: 20,
      }),
    );
  });
});
