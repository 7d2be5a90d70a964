import { type Static, Type } from 'typebox';
import { Address, BlockNumber, Cursor, Hash, KeysetPage, Timestamp } from './common.js';
import { TokenRef } from './transactions.js';

/** The largest PRC721 token ID (a uint256) has 78 decimal digits; the routes also check it is below 2^256. */
export const NftId = Type.String({
  pattern: '^[0-9]{1,78}$',
  description: 'PRC721 token ID, decimal (0 to 2^256 - 1)',
  examples: ['17'],
});

const Limit = Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 }));

/** The transfer that made a token ID's current owner. */
export const LastTransfer = Type.Object({
  transactionHash: Hash,
  blockNumber: BlockNumber,
  timestamp: Timestamp,
});

export const NftInventoryQuery = Type.Object({
  contract: Address,
  cursor: Type.Optional(Cursor),
  limit: Limit,
});
export type NftInventoryQuery = Static<typeof NftInventoryQuery>;

/** A collection's token IDs that exist (burnt ones are gone), most recently moved first. */
export const NftInventoryPage = KeysetPage(
  Type.Object({ tokenId: NftId, owner: Address, lastTransfer: LastTransfer }),
);
export type NftInventoryPage = Static<typeof NftInventoryPage>;

export const NftQuery = Type.Object({ contract: Address, tokenId: NftId });
export type NftQuery = Static<typeof NftQuery>;

export const NftTransfersQuery = Type.Object({
  contract: Address,
  tokenId: NftId,
  cursor: Type.Optional(Cursor),
  limit: Limit,
});
export type NftTransfersQuery = Static<typeof NftTransfersQuery>;

export const NftDetail = Type.Object({
  token: TokenRef,
  tokenId: NftId,
  owner: Type.Union([Address, Type.Null()], { description: 'null once burnt' }),
  burnt: Type.Boolean(),
  minted: Type.Union([LastTransfer, Type.Null()], {
    description: 'its first indexed transfer (the mint, when indexing began before it)',
  }),
  lastTransfer: LastTransfer,
  tokenUri: Type.Union([Type.String(), Type.Null()], {
    description:
      "the contract's tokenURI(tokenId) read from the node now, as text (never fetched); null unless tokenUriStatus is read",
  }),
  tokenUriStatus: Type.Union([Type.Literal('read'), Type.Literal('none'), Type.Literal('unavailable')], {
    description:
      'read: the node answered with a string; none: the call reverted or returned no string, or the ID is burnt; unavailable: the node did not answer in time or failed, so asking again may succeed (this answer is never cached)',
  }),
});
export type NftDetail = Static<typeof NftDetail>;

export const AccountNftsQuery = Type.Object({
  address: Address,
  cursor: Type.Optional(Cursor),
  limit: Limit,
});
export type AccountNftsQuery = Static<typeof AccountNftsQuery>;

/** The PRC721 token IDs an address owns, most recently received first. */
export const AccountNftsPage = KeysetPage(
  Type.Object({ token: TokenRef, tokenId: NftId, lastTransfer: LastTransfer }),
);
export type AccountNftsPage = Static<typeof AccountNftsPage>;
