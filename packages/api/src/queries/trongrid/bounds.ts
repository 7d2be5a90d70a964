import { firstTransferSeqFrom, firstTxSeqFrom, lastTransferSeqUntil, lastTxSeqUntil } from '@poxscan/db';
import { type RawBuilder, sql } from 'kysely';
import type { ReadDb } from '../../db/api-db.js';

/** Filters every TronGrid list shares: confirmation, block time, one block. */
export interface ChainFilter {
  onlyConfirmed: boolean;
  onlyUnconfirmed: boolean;
  minTimestamp?: number;
  maxTimestamp?: number;
  blockNumber?: number;
}

/** An inclusive range of block numbers; `empty` when nothing can match. */
export interface BlockRange {
  from: number;
  to: number;
  empty: boolean;
  /** The solidified block the confirmation filter went by, when it read one. */
  solidified?: number;
}

const MAX_BLOCK = Number.MAX_SAFE_INTEGER;

export async function solidifiedBlock(db: ReadDb): Promise<number> {
  const row = await db
    .selectFrom('indexer_status')
    .select('solidified_block')
    .where('id', '=', 1)
    .executeTakeFirst();
  return Number(row?.solidified_block ?? -1);
}

/** The first block at or after `ms` (blocks_time_idx), or undefined when none. */
async function firstBlockAtOrAfter(db: ReadDb, ms: number): Promise<number | undefined> {
  const row = await db
    .selectFrom('blocks')
    .select('num')
    .where('block_time', '>=', new Date(ms))
    .orderBy('block_time')
    .limit(1)
    .executeTakeFirst();
  return row?.num === undefined ? undefined : Number(row.num);
}

async function lastBlockAtOrBefore(db: ReadDb, ms: number): Promise<number | undefined> {
  const row = await db
    .selectFrom('blocks')
    .select('num')
    .where('block_time', '<=', new Date(ms))
    .orderBy('block_time', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.num === undefined ? undefined : Number(row.num);
}

/**
 * The blocks a filter allows. Times become block numbers through the blocks' time index, so every
 * list then reads a range of its own keyset index instead of filtering on time row by row.
 */
export async function blockRange(db: ReadDb, f: ChainFilter): Promise<BlockRange> {
  let from = 0;
  let to = MAX_BLOCK;
  const confirmation = f.onlyConfirmed || f.onlyUnconfirmed;
  const solid = confirmation ? await solidifiedBlock(db) : 0;
  const read = confirmation ? { solidified: solid } : {};
  if (f.onlyConfirmed) to = Math.min(to, solid);
  if (f.onlyUnconfirmed) from = Math.max(from, solid + 1);
  if (f.blockNumber !== undefined) {
    from = Math.max(from, f.blockNumber);
    to = Math.min(to, f.blockNumber);
  }
  if (f.minTimestamp !== undefined) {
    const n = await firstBlockAtOrAfter(db, f.minTimestamp);
    if (n === undefined) return { from, to, empty: true, ...read };
    from = Math.max(from, n);
  }
  if (f.maxTimestamp !== undefined) {
    const n = await lastBlockAtOrBefore(db, f.maxTimestamp);
    if (n === undefined) return { from, to, empty: true, ...read };
    to = Math.min(to, n);
  }
  return { from, to, empty: from > to, ...read };
}

/** An inclusive range of transaction seq; `empty` when no transaction lies in the blocks. */
export interface SeqRange {
  lo: number;
  hi: number;
  empty: boolean;
}

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
