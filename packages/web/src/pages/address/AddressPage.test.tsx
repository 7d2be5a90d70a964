import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { witness } from '../../components/testing/governanceSamples';
import { accountDetail, address, block, NOW, transaction } from '../../components/testing/samples';
import { renderApp } from '../../test/renderApp';

const alice = address('alice');
const sr = address('sr one');

const routes = {
  accountDetail: { data: accountDetail('alice') },
  nodeAccount: { data: { address: alice, balance: 1234567890123 } },
  addressNames: { data: { names: [{ address: alice, name: 'Alice Treasury', source: 'tag' as const }] } },
  price: {
    data: { available: true, usd: 0.5, change24h: 0, time: NOW, source: 'recorded', testnet: true },
  },
  nodeReward: { data: { reward: 2_500_000 } },
  accountTransactions: {
    data: { items: [transaction('a1'), transaction('a2')], nextCursor: '17' },
  },
  accountVotes: {
    data: { address: alice, votes: [{ witness: sr, witnessName: 'SR One', count: '3000' }] },
  },
};

const row = (label: string) => screen.getByText(label, { selector: 'dt' }).parentElement!;

// The page's code is transformed on first import; pay that once here, not inside a test's wait.
beforeAll(() => import('./AddressPage'), 60_000);

describe('address page', () => {
  it('shows the name tag, kind, balance and its value, resources, votes and claimable rewards', async () => {
    renderApp(`/address-account/${alice}`, { routes });
    await waitFor(() => expect(row('Balance')).toHaveTextContent('1,234,567.890123 POX'));
    await waitFor(() => expect(row('Name tag')).toHaveTextContent('Alice Treasury'));
    await waitFor(() => expect(row('Kind')).toHaveTextContent('Account'));
    await waitFor(() => expect(row('Value')).toHaveTextContent('$617,283.94 (testnet price)'));
    const resources = screen.getByRole('region', { name: 'Resources' });
    expect(resources).toHaveTextContent('Bandwidth150 / 600 bytes');
    expect(resources).toHaveTextContent('Energy0 / 45,000 energy');
    expect(resources).toHaveTextContent('POX Power (votes used)3,000 / 5,000 votes');
    await waitFor(() => expect(resources).toHaveTextContent('Claimable rewards2.5 POX'));
    expect(screen.getByRole('link', { name: 'CSV export' })).toHaveAttribute('href', `/exportdata/${alice}`);
  });

  it("lists the address's transactions by keyset pages and its votes on their tab", async () => {
    renderApp(`/address-account/${alice}`, { routes });
    const table = await screen.findByRole('table', { name: 'Address transactions' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    expect(screen.getByRole('link', { name: 'Older page' })).toHaveAttribute(
      'href',
      `/address-account/${alice}?cursor=17`,
    );
    expect(screen.queryByRole('tab', { name: 'Read contract' })).not.toBeInTheDocument();
  });

  it('shows the votes cast on the votes tab', async () => {
    renderApp(`/address-account/${alice}?tab=votes`, { routes });
    const table = await screen.findByRole('table', { name: 'Votes cast' });
    await waitFor(() => expect(within(table).getAllByRole('row')[1]).toHaveTextContent('SR One3,000'));
  });

  const srRoutes = {
    ...routes,
    accountDetail: { data: accountDetail('sr one', { isWitness: true }) },
    witnessBlocks: { data: { items: [block(1000), block(973)], nextCursor: '973' } },
    witness: {
      data: { ...witness(1, { address: sr, realtimeVotes: '8000' }), blocksIndexed: 2, voters: 1 },
    },
    witnessVoters: {
      data: { items: [{ address: alice, name: null, votes: '2000' }], nextCursor: null },
    },
  };

  it('gives an SR its produced blocks, paged by cursor, and its voters with their share', async () => {
    const { requests } = renderApp(`/address-account/${sr}?tab=blocks`, { routes: srRoutes });
    await waitFor(() => expect(row('Kind')).toHaveTextContent('Super Representative'));
    const blocks = await screen.findByRole('table', { name: 'Produced blocks' });
    await waitFor(() => expect(within(blocks).getAllByRole('row')).toHaveLength(3));
    expect(within(blocks).getAllByRole('row')[1]).toHaveTextContent('1,000');
    expect(requests.find((r) => r.url === '/api/witness/blocks')?.params).toEqual({ address: sr, limit: 10 });
    expect(screen.getByRole('link', { name: 'Older page' })).toHaveAttribute(
      'href',
      `/address-account/${sr}?tab=blocks&blocksCursor=973`,
    );
    renderApp(`/address-account/${sr}?tab=voters`, { routes: srRoutes });
    const voters = await screen.findByRole('table', { name: 'Voters' });
    await waitFor(() => expect(within(voters).getAllByRole('row')[1]).toHaveTextContent('2,00025.00%'));
  });

  it('lists who the address delegates to and who delegates to it on the stakes tab', async () => {
    const { requests } = renderApp(`/address-account/${alice}?tab=stakes`, {
      routes: {
        ...routes,
        accountDelegations: (request: { params: unknown }) => {
          const { direction } = request.params as { direction: string };
          return direction === 'out'
            ? {
                data: {
                  items: [{ counterparty: sr, name: 'SR One', resource: 'ENERGY', amount: '1000000000' }],
                  nextCursor: `${sr}:ENERGY`,
                },
              }
            : { data: { items: [], nextCursor: null } };
        },
      },
    });
    const out = await screen.findByRole('table', { name: 'Delegated to' });
    await waitFor(() =>
      expect(within(out).getAllByRole('row')[1]).toHaveTextContent('SR OneEnergy1,000 POX'),
    );
    expect(screen.getByRole('link', { name: 'Older page' })).toHaveAttribute(
      'href',
      `/address-account/${alice}?tab=stakes&outCursor=${encodeURIComponent(`${sr}:ENERGY`)}`,
    );
    expect(await screen.findByText('Nobody delegates resources to it.')).toBeInTheDocument();
    expect(row('Delegated to others')).toHaveTextContent('1,000 POX');
    expect(requests.filter((r) => r.url === '/api/account/delegations').map((r) => r.params)).toEqual([
      { address: alice, direction: 'out', limit: 10 },
      { address: alice, direction: 'in', limit: 10 },
    ]);
  });

  it('says an unknown address has no activity and is not activated', async () => {
    renderApp(`/address-account/${address('nobody')}`, {
      routes: {
        ...routes,
        accountDetail: {
          status: 404,
          data: { error: { code: 'NOT_FOUND', message: 'account' } },
        },
        nodeAccount: { data: {} },
      },
    });
    expect(
      await screen.findByText('This address has no recorded activity yet. Kind: Not activated.'),
    ).toBeInTheDocument();
  });

  it('refuses something that is not an address', async () => {
    const { requests } = renderApp('/address-account/Tnotanaddress', { routes });
    expect(
      await screen.findByText('"Tnotanaddress" is not an address (34 characters starting with T).'),
    ).toBeInTheDocument();
    expect(requests.some((r) => r.url === '/api/account/detail')).toBe(false);
  });
});
