import { readJavaTronFixture } from '@poxscan/test-support/fixtures';
import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { NodeContract } from '../../api/resources/explorer';
import { verifiedContract } from '../../components/testing/contractSamples';
import { accountDetail, address, NOW } from '../../components/testing/samples';
import type { FakeRoutes } from '../../test/fakeApi';
import { renderApp } from '../../test/renderApp';

/** A real java-tron getcontract answer: origin_energy_limit 10,000,000, consume_user_resource_percent 0 (omitted). */
const NODE_CONTRACT = readJavaTronFixture<NodeContract & { contract_address: string }>('getcontract-1.json');
const contract = NODE_CONTRACT.contract_address;

const routes: FakeRoutes = {
  accountDetail: { data: accountDetail('token', { address: contract, isContract: true }) },
  nodeAccount: { data: { address: contract, type: 'Contract' } },
  nodeContract: { data: NODE_CONTRACT },
  contractDetail: {
    data: {
      ...verifiedContract(contract),
      name: 'Yuvi Dollar',
      transactionCount: 16_390,
      balance: '2500000',
    },
  },
  contractExtra: {
    data: {
      address: contract,
      transactionCount: 16_390,
      token: { id: contract, symbol: 'YUSD', decimals: 6, totalSupply: '1', holders: 2, transfers: 3 },
    },
  },
  addressNames: { data: { names: [] } },
  price: {
    data: { available: true, usd: 0.5, change24h: 0, time: NOW, source: 'recorded', testnet: true },
  },
  accountTransactions: { data: { items: [], nextCursor: null } },
};

const row = (label: string) => screen.getByText(label, { selector: 'dt' }).parentElement!;

beforeAll(() => import('./AddressPage'), 60_000);

describe('address page of a contract', () => {
  it("leads with the contract's creator, creation, balance, verification, token, calls and energy settings", async () => {
    renderApp(`/address-account/${contract}`, { routes });
    await waitFor(() => expect(screen.getByRole('region', { name: 'Contract' })).toBeInTheDocument());
    await waitFor(() => expect(row('Calls')).toHaveTextContent('16,390'));
    expect(screen.getAllByTitle(address('deployer')).length).toBeGreaterThan(0);
    expect(row('Creation transaction')).toHaveTextContent('abab');
    expect(row('Verification')).toHaveTextContent('Verified source code');
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Yuvi Dollar (YUSD)' })).toHaveAttribute(
        'href',
        `/tokendetails/${contract}`,
      ),
    );
    await waitFor(() =>
      expect(row('Energy paid by callers')).toHaveTextContent('0% (the creator pays the rest)'),
    );
    expect(row("Creator's energy limit per call")).toHaveTextContent('10,000,000 energy');
  });

  it('shows none of an account-only figure or tab: resources, POX power, rewards, votes, stakes', async () => {
    renderApp(`/address-account/${contract}`, { routes });
    expect(await screen.findByRole('tab', { name: 'Read contract' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Resources' })).not.toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Votes' })).not.toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Stakes & delegations' })).not.toBeInTheDocument();
  });
});
