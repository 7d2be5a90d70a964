import { WINDOW_RATE_BLOCKS } from '@poxscan/db';
import { sql } from 'kysely';
import type { Trx } from './bulk.js';

/**
 * Stores each new block's rate over the WINDOW_RATE_BLOCKS blocks ending at it, so the peak is an
 * index read. The window must be whole (the WINDOW_RATE_BLOCKS + 1 blocks before it consecutive and
 * indexed), and blocks that share a time with the window's start give no rate rather than an
 * infinite one.
 */
export async function writeBlockRates(trx: Trx, first: number, last: number): Promise<void> {
  await sql`UPDATE blocks b SET window_rate = w.txs / extract(epoch FROM (w.block_time - w.start_time))
    FROM (
      SELECT num, block_time,
        sum(tx_count) OVER (ORDER BY num ROWS ${sql.lit(WINDOW_RATE_BLOCKS - 1)} PRECEDING) AS txs,
        lag(block_time, ${sql.lit(WINDOW_RATE_BLOCKS)}) OVER (ORDER BY num) AS start_time,
        lag(num, ${sql.lit(WINDOW_RATE_BLOCKS)}) OVER (ORDER BY num) AS start_num
      FROM blocks WHERE num BETWEEN ${first - WINDOW_RATE_BLOCKS} AND ${last}
    ) w
    WHERE b.num = w.num AND b.num >= ${first} AND w.start_num = w.num - ${WINDOW_RATE_BLOCKS}
      AND w.block_time > w.start_time`.execute(trx);
}
