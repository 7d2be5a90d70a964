import { reader } from '../../db/api-db.js';
import { badParameter, notFound } from '../../errors.js';
import { accountNfts, nftCollection, nftInventory, nftState, nftTransfers } from '../../queries/nft.js';
import {
  AccountNftsPage,
  AccountNftsQuery,
  NftDetail,
  NftInventoryPage,
  NftInventoryQuery,
  NftQuery,
  NftTransfersQuery,
} from '../../schemas/nft.js';
import { TransfersKeysetPage } from '../../schemas/transactions.js';
import { TokenUriReader } from '../../upstream/token-uri.js';
import { responses } from '../shared.js';
import type { TypedApp } from '../typed-app.js';
import type { NodeRoutesOptions } from './context.js';

const tags = ['node'];
const MAX_UINT256 = (1n << 256n) - 1n;

/** A uint256 in canonical decimal (no leading zeros); 400 naming the parameter when above 2^256 - 1. */
function uint256(parameter: string, text: string): string {
  const value = BigInt(text);
  if (value > MAX_UINT256) throw badParameter(parameter, 'must be at most 2^256 - 1');
  return value.toString();
}

/** PRC721 (TRC721 = ERC721): a collection's inventory, one token ID's page, an address's NFTs. */
export async function nftRoutes(app: TypedApp, opts: NodeRoutesOptions): Promise<void> {
  const db = reader(opts.db);
  const uris = new TokenUriReader(opts.fullnodeUrl);
  const collection = async (contract: string) => {
    const token = await nftCollection(db, contract);
    if (token === undefined) throw notFound(`PRC721 token ${contract}`);
    return token;
  };

  app.get(
    '/api/token/inventory',
    {
      schema: {
        tags,
        summary: "a PRC721 collection's token IDs with their owners, most recently moved first",
        querystring: NftInventoryQuery,
        response: responses(NftInventoryPage),
      },
    },
    async (req) => {
      const { contract, limit = 20, cursor } = req.query;
      return nftInventory(db, contract, limit, cursor);
    },
  );

  app.get(
    '/api/token/nft',
    {
      schema: {
        tags,
        summary: 'one PRC721 token ID: owner, first and last transfer, tokenURI as text',
        querystring: NftQuery,
        response: responses(NftDetail),
      },
    },
    async (req, reply) => {
      const { contract } = req.query;
      const tokenId = uint256('tokenId', req.query.tokenId);
      const token = await collection(contract);
      const state = await nftState(db, contract, tokenId);
      if (state === undefined) throw notFound(`token ID ${tokenId} of ${contract}`);
      const read = state.burnt ? ({ status: 'none' } as const) : await uris.read(contract, BigInt(tokenId));
      // A node too busy to answer now may answer the next visitor: that answer is not kept anywhere.
      if (read.status === 'unavailable') reply.header('cache-control', 'no-store');
      const tokenUri = read.status === 'read' ? read.uri : null;
      return { token, tokenId, ...state, tokenUri, tokenUriStatus: read.status };
    },
  );

  app.get(
    '/api/token/nft/transfers',
    {
      schema: {
        tags,
        summary: "one PRC721 token ID's transfers (owner history), newest first",
        querystring: NftTransfersQuery,
        response: responses(TransfersKeysetPage),
      },
    },
    (req) => {
      const { contract, limit = 20, cursor } = req.query;
      return nftTransfers(db, contract, uint256('tokenId', req.query.tokenId), limit, cursor);
    },
  );

  app.get(
    '/api/account/nfts',
    {
      schema: {
        tags,
        summary: 'the PRC721 token IDs an address owns, most recently received first',
        querystring: AccountNftsQuery,
        response: responses(AccountNftsPage),
      },
    },
    (req) => {
      const { address, limit = 20, cursor } = req.query;
      return accountNfts(db, address, limit, cursor);
    },
  );
}
