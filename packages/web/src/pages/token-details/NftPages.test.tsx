import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { accountDetail, address, hash, NOW, transfer } from '../../components/testing/samples';
import { renderApp } from '../../test/renderApp';
import { URI_RETRY_MS } from './NftDetails';

const PUNKS = address('punks');
const YPUNK = { id: PUNKS, standard: 'PRC721' as const, symbol: 'YPUNK', name: 'Yuvi Punks', decimals: 0 };
const LONG_ID = ((1n << 256n) - 1n).toString();
const alice = address('alice');
const last = (label: string) => ({ transactionHash: hash(label), blockNumber: 900, timestamp: NOW - 60_000 });

const collection = {
  id: PUNKS,
  standard: 'PRC721' as const,
  name: 'Yuvi Punks',
  symbol: 'YPUNK',
  decimals: 0,
  totalSupply: '12',
  totalSupplyBasis: 'chain' as const,
  holders: 4,
  transfers: 30,
  logoUrl: null,
  verified: false,
  issuer: address('deployer'),
  createdAt: NOW,
  description: null,
  websiteUrl: null,
};

const routes = {
  tokenDetail: { data: collection },
  tokenTransfers: {
    data: { items: [transfer('n1', { token: YPUNK, amount: '1', nftId: '17' })], nextCursor: null },
  },
  nftInventory: {
    data: {
      items: [
        { tokenId: '17', owner: alice, lastTransfer: last('n1') },
        { tokenId: LONG_ID, owner: address('bob'), lastTransfer: last('n2') },
      ],
      nextCursor: '41',
    },
  },
  nftDetail: {
    data: {
      token: YPUNK,
      tokenId: LONG_ID,
      owner: alice,
      burnt: false,
      minted: last('mint'),
      lastTransfer: last('n2'),
      tokenUri: '<img src=x onerror=alert(1)>',
      tokenUriStatus: 'read' as const,
    },
  },
  nftTransfers: {
    data: {
      items: [
        transfer('n2', { token: YPUNK, amount: '1', nftId: LONG_ID, from: address('bob'), to: alice }),
        transfer('mint', { token: YPUNK, amount: '1', nftId: LONG_ID, to: address('bob') }),
      ],
      nextCursor: null,
    },
  },
  accountDetail: { data: accountDetail('alice') },
  nodeAccount: { data: { address: alice, balance: 1 } },
  accountTokens: { data: { address: alice, tokens: [] } },
  accountNfts: {
    data: { items: [{ token: YPUNK, tokenId: LONG_ID, lastTransfer: last('n2') }], nextCursor: '9' },
  },
};

beforeAll(() => import('./TokenDetailsPage'), 60_000);
afterEach(() => {
  vi.useRealTimers();
});

describe('PRC721 screens', () => {
  it('puts the token ID on a transfer row, linking to its page', async () => {
    renderApp(`/tokendetails/${PUNKS}`, { routes });
    const table = await screen.findByRole('table', { name: 'Token transfers' });
    const link = await within(table).findByRole('link', { name: '#17' });
    expect(link).toHaveAttribute('href', `/tokendetails/${PUNKS}?tokenId=17`);
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('YPUNK #17');
  });

  it("shows the collection's live token IDs as its supply when its contract reports none", async () => {
    const live = { ...collection, totalSupply: '56', totalSupplyBasis: 'liveTokenIds' as const };
    renderApp(`/tokendetails/${PUNKS}`, { routes: { ...routes, tokenDetail: { data: live } } });
    const term = await screen.findByText('Total supply', { selector: 'dt' });
    expect(term.nextElementSibling).toHaveTextContent('56 YPUNK live token IDs');
  });

  it("lists a collection's inventory, long IDs shortened with the exact value in the title", async () => {
    const { requests } = renderApp(`/tokendetails/${PUNKS}?tab=inventory`, { routes });
    const table = await screen.findByRole('table', { name: 'Inventory' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    const long = within(table).getByRole('link', { name: '#11579208…9935' });
    expect(long).toHaveAttribute('title', `Token ID ${LONG_ID}`);
    expect(long).toHaveAttribute('href', `/tokendetails/${PUNKS}?tokenId=${LONG_ID}`);
    const firstRow = within(table).getAllByRole('row')[1]!;
    expect(firstRow).toHaveTextContent('#17');
    expect(firstRow.querySelector(`a[href="/address-account/${alice}"]`)).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Older page' })).toHaveAttribute(
      'href',
      `/tokendetails/${PUNKS}?tab=inventory&cursor=41`,
    );
    expect(requests.find((r) => r.url === '/api/token/inventory')?.params).toEqual({
      contract: PUNKS,
      limit: 20,
    });
  });

  it('shows a token ID with its owner, its tokenURI as text only, and its owner history', async () => {
    const { requests } = renderApp(`/tokendetails/${PUNKS}?tokenId=${LONG_ID}`, { routes });
    const uri = await screen.findByText('<img src=x onerror=alert(1)>');
    expect(uri.tagName).toBe('CODE');
    expect(document.querySelector('img[src="x"]')).toBeNull();
    expect(screen.getByTitle(`Token ID ${LONG_ID}`)).toHaveTextContent('#11579208…9935');
    const history = await screen.findByRole('table', { name: 'Owner history' });
    await waitFor(() => expect(within(history).getAllByRole('row')).toHaveLength(3));
    expect(requests.find((r) => r.url === '/api/token/nft')?.params).toEqual({
      contract: PUNKS,
      tokenId: LONG_ID,
    });
  });

  it('asks again for a tokenURI the node did not give in time, until it has it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const detail = routes.nftDetail.data;
    let nodeAnswers = false;
    const { requests } = renderApp(`/tokendetails/${PUNKS}?tokenId=${LONG_ID}`, {
      routes: {
        ...routes,
        nftDetail: () => ({
          data: nodeAnswers
            ? { ...detail, tokenUri: 'ipfs://bafy/17.json', tokenUriStatus: 'read' }
            : { ...detail, tokenUri: null, tokenUriStatus: 'unavailable' },
        }),
      },
    });
    await screen.findByText('The node did not answer; asking again every 5 s');
    nodeAnswers = true;
    await vi.advanceTimersByTimeAsync(URI_RETRY_MS);
    expect(await screen.findByText('ipfs://bafy/17.json')).toBeInTheDocument();
    const asked = requests.filter((r) => r.url === '/api/token/nft').length;
    await vi.advanceTimersByTimeAsync(URI_RETRY_MS * 3);
    expect(requests.filter((r) => r.url === '/api/token/nft')).toHaveLength(asked);
  });

  it('says when the contract returns no URI for the ID', async () => {
    const none = { ...routes.nftDetail.data, tokenUri: null, tokenUriStatus: 'none' as const };
    renderApp(`/tokendetails/${PUNKS}?tokenId=${LONG_ID}`, {
      routes: { ...routes, nftDetail: { data: none } },
    });
    const term = await screen.findByText('Token URI', { selector: 'dt' });
    await waitFor(() =>
      expect(term.nextElementSibling).toHaveTextContent('None: the contract returns no URI for this ID'),
    );
  });
});
