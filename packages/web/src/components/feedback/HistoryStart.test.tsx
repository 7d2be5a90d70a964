import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../test/renderApp';
import { installFakeEventSource } from '../testing/fakeEventSource';
import { accountDetail, address, block, homeStats, page, transaction, transfer } from '../testing/samples';

const routes = (indexedFrom: number) => ({
  blocks: { data: page([block(1000), block(999)], { page: 1, limit: 20, total: 101 }) },
  homeStats: { data: { ...homeStats, indexedFrom } },
});

let uninstall: () => void;
beforeEach(() => {
  uninstall = installFakeEventSource();
});
afterEach(() => uninstall());

beforeAll(
  () =>
    Promise.all([
      import('../../pages/blocks/BlocksPage'),
      import('../../pages/transfers/TransfersPage'),
      import('../../pages/address/AddressPage'),
    ]),
  60_000,
);

describe('where history starts, on a list', () => {
  it('says the list holds nothing older than the first indexed block, linking it', async () => {
    renderApp('/blockchain/blocks', { routes: routes(900) });
    const note = await screen.findByText(/Indexed from block/);
    expect(note).toHaveTextContent('Indexed from block 900: nothing older is listed here.');
    expect(note.querySelector('a')?.getAttribute('href')).toBe('/blockchain/block/blockdetails/900');
  });

  it('says nothing when history starts at genesis', async () => {
    renderApp('/blockchain/blocks', { routes: routes(0) });
    await waitFor(() => expect(screen.getAllByRole('row').length).toBeGreaterThan(2));
    expect(screen.queryByText(/Indexed from block/)).toBeNull();
  });
});

describe('where history starts, on the other lists of indexed history', () => {
  const alice = address('alice');
  const stats = { homeStats: { data: { ...homeStats, indexedFrom: 900 } } };

  it('on the transfers list', async () => {
    renderApp('/blockchain/transfers', {
      routes: { ...stats, transferTable: { data: page([transfer('a')], { total: 1 }) } },
    });
    expect(await screen.findByText(/Indexed from block/)).toHaveTextContent('Indexed from block 900');
  });

  it("on an address's transactions, not on its votes (the node's current state)", async () => {
    const routes = {
      ...stats,
      accountDetail: { data: accountDetail('alice') },
      nodeAccount: { data: { address: alice, balance: 1 } },
      accountTransactions: { data: { items: [transaction('a1')], nextCursor: null } },
      accountVotes: { data: { address: alice, votes: [{ witness: alice, witnessName: null, count: '1' }] } },
    };
    const view = renderApp(`/address-account/${alice}`, { routes });
    expect(await screen.findByText(/Indexed from block/)).toHaveTextContent('Indexed from block 900');
    view.unmount();
    const votes = renderApp(`/address-account/${alice}?tab=votes`, { routes });
    await screen.findByRole('table', { name: 'Votes cast' });
    expect(screen.queryByText(/Indexed from block/)).toBeNull();
    expect(votes.requests.map((r) => r.url)).not.toContain('/api/status');
  });
});
