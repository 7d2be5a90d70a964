import type { ReadDb } from '../../db/api-db.js';
import { type BlockRange, MAX_BLOCK } from '../seq-ranges.js';

/** Filters every TronGrid list shares: confirmation, block time, one block. */
export interface ChainFilter {
  onlyConfirmed: boolean;
  onlyUnconfirmed: boolean;
  minTimestamp?: number;
  maxTimestamp?: number;
  blockNumber?: number;
}

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
