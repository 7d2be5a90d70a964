import { sql } from 'kysely';
import type { IndexerStatus } from '../sync/progress.js';
import type { Trx } from './bulk.js';
import { iso } from './times.js';

/** Rewrites the indexer_status row the API serves. */
export async function writeStatus(trx: Trx, s: IndexerStatus): Promise<void> {
  await sql`INSERT INTO indexer_status (id, state, node_head_block, indexed_block, solidified_block, lag_blocks, lag_ms,
      blocks_per_second, transactions_per_second, eta_seconds, last_error, last_error_at, started_at, updated_at)
    VALUES (1, ${s.state}, ${s.nodeHeadBlock}, ${s.indexedBlock}, ${s.solidifiedBlock}, ${s.lagBlocks}, ${s.lagMs},
      ${s.blocksPerSecond}, ${s.transactionsPerSecond}, ${s.etaSeconds}, ${s.lastError},
      ${s.lastErrorAt === null ? null : iso(s.lastErrorAt)}, ${iso(s.startedAt)}, now())
    ON CONFLICT (id) DO UPDATE SET state = EXCLUDED.state, node_head_block = EXCLUDED.node_head_block,
      indexed_block = EXCLUDED.indexed_block, solidified_block = EXCLUDED.solidified_block, lag_blocks = EXCLUDED.lag_blocks,
      lag_ms = EXCLUDED.lag_ms, blocks_per_second = EXCLUDED.blocks_per_second,
      transactions_per_second = EXCLUDED.transactions_per_second, eta_seconds = EXCLUDED.eta_seconds,
      last_error = EXCLUDED.last_error, last_error_at = EXCLUDED.last_error_at, started_at = EXCLUDED.started_at,
      updated_at = EXCLUDED.updated_at`.execute(trx);
}
