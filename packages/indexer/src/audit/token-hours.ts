import { type Db, firstTransferSeqFrom } from '@poxscan/db';
import { sql } from 'kysely';
import type { Differences } from './report.js';

/**
 * Recomputes token_hourly over the 24 hours before the newest block's hour (what the tokens list
 * sums) from the transfers of those blocks: a block range read through blocks_time_idx, then the
 * transfers of those blocks by seq.
 */
export async function auditTokenHours(db: Db, diff: Differences): Promise<void> {
  const { rows } = await sql<{ key: string; stored: string | null; recomputed: string | null }>`
    WITH since AS (SELECT date_trunc('hour', max(block_time) AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' - interval '24 hours' AS t FROM blocks),
      first_block AS (SELECT num FROM blocks, since WHERE block_time >= since.t ORDER BY block_time LIMIT 1),
      first_transfer AS (SELECT ${firstTransferSeqFrom(sql`(SELECT num FROM first_block)`)} AS seq),
      r AS (SELECT f.token_id, date_trunc('hour', t.block_time AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' AS hour, count(*) AS n
            FROM transfers f JOIN transactions t ON t.seq = f.tx_seq
            WHERE f.seq >= (SELECT seq FROM first_transfer) GROUP BY 1, 2),
      s AS (SELECT token_id, hour, transfers AS n FROM token_hourly, since WHERE hour >= since.t)
    SELECT concat(COALESCE(r.token_id, s.token_id), ' ', to_char(COALESCE(r.hour, s.hour) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24')) AS key,
      s.n::text AS stored, r.n::text AS recomputed
    FROM r FULL JOIN s ON s.token_id = r.token_id AND s.hour = r.hour
    WHERE s.n IS DISTINCT FROM r.n LIMIT 100`.execute(db.kysely);
  diff.checked++;
  for (const r of rows) diff.compare('token_hour', r.key, 'transfers', r.stored, r.recomputed);
}
