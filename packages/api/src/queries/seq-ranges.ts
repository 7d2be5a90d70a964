import { firstTransferSeqFrom, firstTxSeqFrom, lastTransferSeqUntil, lastTxSeqUntil } from '@poxscan/db';
import { type RawBuilder, sql } from 'kysely';
import type { ReadDb } from '../db/api-db.js';

// Transaction and transfer seqs are dense and in chain order (0035, 0042): a block range's rows are a
// seq range, found with two probes of blocks_pkey. TronGrid's lists and the CSV export read by them.

/** An inclusive range of block numbers; `empty` when nothing can match. */
export interface BlockRange {
  from: number;
  to: number;
  empty: boolean;
  /** The solidified block the confirmation filter went by, when it read one. */
  solidified?: number;
}

/** No upper bound: the newest block, whichever it is. */
export const MAX_BLOCK = Number.MAX_SAFE_INTEGER;

/** An inclusive range of transaction seq; `empty` when no transaction lies in the blocks. */
export interface SeqRange {
  lo: number;
  hi: number;
  empty: boolean;
}

/** Whether a range has a lower end and an upper end: an open end is 0 or MAX_BLOCK (see seqRange). */
export const seqRangeEnds = (r: SeqRange) => ({ lower: r.lo > 0, upper: r.hi < MAX_BLOCK });

type SeqBound = (num: number) => RawBuilder<number | null>;

/** The seqs of a block range, bounded by `first` and `last`: probes of blocks_pkey, in one statement. */
async function seqRange(db: ReadDb, r: BlockRange, first: SeqBound, last: SeqBound): Promise<SeqRange> {
  if (r.empty) return { lo: 0, hi: -1, empty: true };
  const open = { from: r.from === 0, to: r.to === MAX_BLOCK };
  if (open.from && open.to) return { lo: 0, hi: MAX_BLOCK, empty: false };
  const { rows } = await sql<{ lo: number | null; hi: number | null }>`SELECT
    ${open.from ? sql`0` : first(r.from)} AS lo,
    ${open.to ? sql`NULL` : last(r.to)} AS hi`.execute(db);
  const { lo, hi } = rows[0]!;
  if (lo === null) return { lo: 0, hi: -1, empty: true };
  const end = open.to ? MAX_BLOCK : Number(hi ?? -1);
  return { lo: Number(lo), hi: end, empty: Number(lo) > end };
}

/** The transactions of a block range as a seq range (0035). */
export const txSeqRange = (db: ReadDb, r: BlockRange) => seqRange(db, r, firstTxSeqFrom, lastTxSeqUntil);

/** The transfers of a block range as a seq range (0042). */
export const transferSeqRange = (db: ReadDb, r: BlockRange) =>
  seqRange(db, r, firstTransferSeqFrom, lastTransferSeqUntil);
