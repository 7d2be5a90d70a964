import { type Static, Type } from 'typebox';
import {
  Address,
  Amount,
  BlockNumber,
  DescribedAmount,
  Hash,
  KeysetPage,
  NumberedPage,
  Timestamp,
} from './common.js';

export const BlockSummary = Type.Object({
  number: BlockNumber,
  hash: Hash,
  timestamp: Timestamp,
  witnessAddress: Address,
  witnessName: Type.Union([Type.String(), Type.Null()]),
  transactionCount: Type.Integer({ minimum: 0 }),
  size: Type.Integer({ minimum: 0, description: 'bytes' }),
  confirmed: Type.Boolean({ description: 'solidified' }),
  reward: DescribedAmount("the producer's pay for the block, sun"),
});
export type BlockSummary = Static<typeof BlockSummary>;

/** `/api/getblocks?page&limit`: newest first. */
export const BlocksPage = NumberedPage(BlockSummary);
export type BlocksPage = Static<typeof BlocksPage>;

/** `/api/witness/blocks?address`: the blocks one SR produced, newest first. */
export const BlocksKeysetPage = KeysetPage(BlockSummary);
export type BlocksKeysetPage = Static<typeof BlocksKeysetPage>;

export const BlockDetail = Type.Object({
  ...BlockSummary.properties,
  parentHash: Hash,
  txTrieRoot: Type.String(),
  version: Type.Integer(),
  energyUsed: Amount,
  bandwidthUsed: Amount,
  feesBurned: Amount,
});
export type BlockDetail = Static<typeof BlockDetail>;

export const BlockQuery = Type.Object({
  block: Type.String({
    pattern: '^([0-9]{1,12}|[0-9a-fA-F]{64})$',
    description: 'block number or block hash',
  }),
});
export type BlockQuery = Static<typeof BlockQuery>;

/** `/api/block/overview`: the counts shown above a block's transaction tabs. */
export const BlockOverview = Type.Object({
  number: BlockNumber,
  transactionCount: Type.Integer({ minimum: 0 }),
  transferCount: Type.Integer({ minimum: 0 }),
  internalTransactionCount: Type.Integer({ minimum: 0 }),
  eventCount: Type.Integer({ minimum: 0 }),
  contractTypes: Type.Array(Type.Object({ type: Type.String(), count: Type.Integer({ minimum: 0 }) })),
});
export type BlockOverview = Static<typeof BlockOverview>;

/** `/api/blocksdata`: the statistics of the blocks screen. */
export const BlocksInfo = Type.Object({
  latestBlock: BlockNumber,
  latestSolidifiedBlock: BlockNumber,
  blocksToday: Type.Integer({ minimum: 0 }),
  feesBurnedToday: Amount,
  averageBlockTimeMs: Type.Number(),
});
export type BlocksInfo = Static<typeof BlocksInfo>;
