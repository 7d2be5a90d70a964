import type { Db } from '@poxscan/db';
import { sql } from 'kysely';
import { rollbackTo } from '../derive/rollback.js';
import type { Mutex } from '../util/mutex.js';
import type { Checkpoint } from '../write/batch.js';

/**
 * Rolls the database back to just before `fork` and records the reorganisation, in one transaction
 * under the write lock; returns the checkpoint it leaves.
 */
export function rollBackFork(
  db: Db,
  writeLock: Mutex,
  old: Checkpoint,
  fork: number,
  newHeadHash: string,
): Promise<Checkpoint> {
  return writeLock.run(() =>
    db.kysely.transaction().execute(async (trx) => {
      const to = await rollbackTo(trx, fork);
      await sql`INSERT INTO reorgs (detected_at, fork_block, depth, old_head_hash, new_head_hash)
        VALUES (now(), ${fork}, ${old.blockNum - fork + 1}, ${old.blockHash}, ${newHeadHash})`.execute(trx);
      return to;
    }),
  );
}
