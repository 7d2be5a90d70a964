import type { Db } from '@poxscan/db';
import type { DecodedBlock } from '../decode/rows.js';
import type { Mutex } from '../util/mutex.js';
import { type Checkpoint, writeBatch } from '../write/batch.js';
import { writeStatus } from '../write/status.js';
import type { IndexerStatus } from './progress.js';

/** How many of `blocks`, from the first, each name the one before as their parent. */
export function linkedCount(blocks: DecodedBlock[]): number {
  let linked = 1;
  while (linked < blocks.length && blocks[linked]!.block.parentHash === blocks[linked - 1]!.block.hash)
    linked++;
  return linked;
}

/**
 * Writes blocks that extend `from` (and the status, when given) in one transaction under the write
 * lock; `wroteMs` is the transaction's own time, without the wait for the lock, and `readsWaiting`
 * the reads that waited for it to end (PGlite's one session).
 */
export async function writeCommit(
  db: Db,
  writeLock: Mutex,
  blocks: DecodedBlock[],
  from: Checkpoint,
  status: IndexerStatus | undefined,
): Promise<{ checkpoint: Checkpoint; wroteMs: number; readsWaiting: number }> {
  return writeLock.run(async () => {
    const began = performance.now();
    let readsWaiting = 0;
    const checkpoint = await db.kysely.transaction().execute(async (trx) => {
      const to = await writeBatch(trx, blocks, from, db.engine === 'postgres');
      if (status) await writeStatus(trx, status);
      readsWaiting = db.readsWaiting();
      return to;
    });
    return { checkpoint, wroteMs: performance.now() - began, readsWaiting };
  }, true);
}
