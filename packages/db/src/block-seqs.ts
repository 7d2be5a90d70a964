import { type Expression, type RawBuilder, sql } from 'kysely';

// A block's transactions are the seqs last_tx_seq - tx_count + 1 … last_tx_seq (0035): each bound
// below is one probe of blocks_pkey.

type BlockNumber = number | Expression<number | null>;

/** The seq of the first transaction in block `num` (the one after its last, if it has none). */
export function blockFirstTxSeq(num: BlockNumber): RawBuilder<number | null> {
  return sql<number | null>`(SELECT last_tx_seq - tx_count + 1 FROM blocks WHERE num = ${num})`;
}

/** The seq of the last transaction in block `num` (the one before its first, if it has none). */
export function blockLastTxSeq(num: BlockNumber): RawBuilder<number | null> {
  return sql<number | null>`(SELECT last_tx_seq FROM blocks WHERE num = ${num})`;
}

/** The seq of the first transaction in the blocks at or after `num`; NULL when there is none. */
export function firstTxSeqFrom(num: BlockNumber): RawBuilder<number | null> {
  return sql<number | null>`(SELECT f.seq FROM (SELECT last_tx_seq - tx_count + 1 AS seq FROM blocks
    WHERE num >= ${num} ORDER BY num LIMIT 1) f WHERE EXISTS (SELECT FROM transactions WHERE seq = f.seq))`;
}

/** The seq of the last transaction in the blocks at or before `num`; NULL when there is none. */
export function lastTxSeqUntil(num: BlockNumber): RawBuilder<number | null> {
  return sql<
    number | null
  >`(SELECT NULLIF(last_tx_seq, 0) FROM blocks WHERE num <= ${num} ORDER BY num DESC LIMIT 1)`;
}

// A block's transfers are the seqs last_transfer_seq - transfer_count + 1 … last_transfer_seq (0042).

/** The seq of the first transfer in the blocks at or after `num` (one past the last if none has one). */
export function firstTransferSeqFrom(num: BlockNumber): RawBuilder<number | null> {
  return sql<number | null>`(SELECT last_transfer_seq - transfer_count + 1 FROM blocks
    WHERE num >= ${num} ORDER BY num LIMIT 1)`;
}

/** The seq of the last transfer in the blocks at or before `num` (0 before any); NULL before every block. */
export function lastTransferSeqUntil(num: BlockNumber): RawBuilder<number | null> {
  return sql<
    number | null
  >`(SELECT last_transfer_seq FROM blocks WHERE num <= ${num} ORDER BY num DESC LIMIT 1)`;
}

/**
 * The transfers of the transaction `txSeq` in block `num`, for a reader of `transfers` as `alias`: a
 * range of transfers_pkey within the block's transfers, filtered by tx_seq.
 */
export function transfersOfTx(alias: string, txSeq: number | Expression<number>, num: BlockNumber) {
  const seq = sql.ref(`${alias}.seq`);
  return sql<boolean>`${seq} >= (SELECT last_transfer_seq - transfer_count + 1 FROM blocks WHERE num = ${num})
    AND ${seq} <= (SELECT last_transfer_seq FROM blocks WHERE num = ${num}) AND ${sql.ref(`${alias}.tx_seq`)} = ${txSeq}`;
}
