import type { ReadDb } from '../db/api-db.js';

/** Blocks the current rate is measured over: about a minute at three seconds a block. */
export const CURRENT_RATE_BLOCKS = 20;

/**
 * Transactions per second over the newest CURRENT_RATE_BLOCKS blocks: their transactions over the
 * time from the block before them to the newest, and how many blocks that is. A young chain's rate is
 * that of the blocks it has, from block 1: genesis carries the network's configured time, not a time
 * it was produced at. A rate of 0 over 0 blocks with fewer than two such blocks or no time between them.
 */
export async function currentRate(db: ReadDb): Promise<{ rate: number; blocks: number }> {
  const rows = await db
    .selectFrom('blocks')
    .select(['num', 'block_time', 'tx_count'])
    .where('num', '>', 0)
    .orderBy('num', 'desc')
    .limit(CURRENT_RATE_BLOCKS + 1)
    .execute();
  const start = rows.at(-1);
  if (rows.length < 2 || start === undefined) return { rate: 0, blocks: 0 };
  const seconds = (rows[0]!.block_time.getTime() - start.block_time.getTime()) / 1000;
  const txs = rows.slice(0, -1).reduce((n, r) => n + r.tx_count, 0);
  return seconds > 0 ? { rate: txs / seconds, blocks: rows.length - 1 } : { rate: 0, blocks: 0 };
}

/** The highest rate over any window of blocks the indexer measured (blocks.window_rate). */
export async function peakRate(db: ReadDb): Promise<number> {
  const row = await db
    .selectFrom('blocks')
    .select((eb) => eb.fn.max('window_rate').as('peak'))
    .where('window_rate', 'is not', null)
    .executeTakeFirst();
  return Number(row?.peak ?? 0);
}

const DAY_SECONDS = 86_400;

/**
 * The time the last 24 hours' transactions were counted over, in seconds: the whole day, or on a
 * chain (or an index) younger than a day the time since its first block after genesis, which bears
 * the network's configured time rather than when it was produced. 0 before that block.
 */
export async function dayRateSeconds(db: ReadDb): Promise<number> {
  const first = await db
    .selectFrom('blocks')
    .select('block_time')
    .where('num', '>', 0)
    .orderBy('num')
    .limit(1)
    .executeTakeFirst();
  if (first === undefined) return 0;
  return Math.max(0, Math.min(DAY_SECONDS, (Date.now() - first.block_time.getTime()) / 1000));
}
