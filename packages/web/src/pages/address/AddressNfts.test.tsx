import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { accountDetail, address, hash, NOW } from '../../components/testing/samples';
import { renderApp } from '../../test/renderApp';

const PUNKS = address('punks');
const YPUNK = { id: PUNKS, standard: 'PRC721' as const, symbol: 'YPUNK', name: 'Yuvi Punks', decimals: 0 };
const LONG_ID = ((1n << 256n) - 1n).toString();
const alice = address('alice');

const routes = {
  accountDetail: { data: accountDetail('alice') },
  nodeAccount: { data: { address: alice, balance: 1 } },
  accountTokens: { data: { address: alice, tokens: [] } },
  accountNfts: {
    data: {
      items: [
        {
          token: YPUNK,
          tokenId: LONG_ID,
          lastTransfer: { transactionHash: hash('n2'), blockNumber: 900, timestamp: NOW - 60_000 },
        },
      ],
      nextCursor: '9',
    },
  },
};

beforeAll(() => import('./AddressPage'), 60_000);

describe("an address's PRC721 items", () => {
  it("lists an address's NFTs on its holdings tab", async () => {
    renderApp(`/address-account/${alice}?tab=holdings`, { routes });
    const table = await screen.findByRole('table', { name: 'NFTs' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(within(table).getByRole('link', { name: '#11579208…9935' })).toHaveAttribute(
      'href',
      `/tokendetails/${PUNKS}?tokenId=${LONG_ID}`,
    );
    expect(screen.getAllByRole('link', { name: 'Older page' }).at(-1)).toHaveAttribute(
      'href',
      `/address-account/${alice}?tab=holdings&nfts=9`,
    );
  });

  it('shows no pagination under an address that owns no NFTs, but leads back from an empty later page', async () => {
    const none = { ...routes, accountNfts: { data: { items: [], nextCursor: null } } };
    const first = renderApp(`/address-account/${alice}?tab=holdings`, { routes: none });
    await screen.findByText('This address owns no NFTs.');
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Older page' })).toBeNull();
    first.unmount();
    // A cursor past the last item (an old link): the list is empty, the way back is not.
    renderApp(`/address-account/${alice}?tab=holdings&nfts=9`, { routes: none });
    await screen.findByText('This address owns no NFTs.');
    expect(screen.getByRole('link', { name: 'Newest page' })).toHaveAttribute(
      'href',
      `/address-account/${alice}?tab=holdings`,
    );
  });
});
