export {
  blockFirstTxSeq,
  blockLastTxSeq,
  firstTransferSeqFrom,
  firstTxSeqFrom,
  lastTransferSeqUntil,
  lastTxSeqUntil,
  transfersOfTx,
} from './block-seqs.js';
export { CopyRows } from './copy.js';
export type { Database } from './database.js';
export type { EventHandler } from './events.js';
export { inJsonbOrder } from './jsonb-order.js';
export { literalLimit } from './literal-limit.js';
export { lastLogPosOf, logPos, logPosOf } from './log-pos.js';
export type { DbLogger } from './logger.js';
export { loadMigrations, type Migration } from './migrate.js';
export { type Db, type OpenDatabaseOptions, openDatabase } from './open.js';
export { planEachRun } from './prepared.js';
export type { ReplicaStatus } from './replica-monitor.js';
export { runTimeValue } from './run-time-value.js';
export { copyValue, storedResult, storedTopic, storedTopicHex, storedUsage } from './stored.js';
export type * from './tables-chain.js';
export type * from './tables-data.js';
export type * from './tables-governance.js';
export type * from './tables-indexer.js';
export type * from './tables-nft.js';
export type * from './tables-stake-v1.js';
export type * from './tables-state.js';
export type * from './tables-token-activity.js';
export type * from './tables-trongrid.js';
export type * from './tables-verification.js';
export { keyedEquals } from './text-key.js';
export { topicHex } from './topic.js';
export { POX_TOKEN_ID, tokenTransfersOf, transferParts } from './transfer-parts.js';
export { txContractAddress, txResult, txUsage } from './tx-columns.js';
export { txHashBytes, txHashEquals, txHashHex, txHashKey, txHashKeyRange, txHashValue } from './tx-hash.js';
export { WINDOW_RATE_BLOCKS } from './window-rate.js';
