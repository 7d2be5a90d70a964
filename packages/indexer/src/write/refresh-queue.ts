import type { Database, RefreshKind } from '@poxscan/db';
import { type Kysely, sql } from 'kysely';
import { col, type Trx, unnestRows } from './bulk.js';
import { iso } from './times.js';

/** Asks the refresher to re-read these keys from the node (once, however often they are asked for). */
export async function enqueueRefresh(
  trx: Trx,
  kind: RefreshKind,
  keys: Iterable<string>,
  blockNum: number,
): Promise<void> {
  await enqueueRefreshes(trx, [[kind, keys]], blockNum);
}

/** enqueueRefresh for several kinds in one statement. Rows go in (kind, key) order, as locks are taken. */
export async function enqueueRefreshes(
  trx: Trx,
  requests: [RefreshKind, Iterable<string>][],
  blockNum: number,
): Promise<void> {
  const byKind = new Map<RefreshKind, Set<string>>();
  for (const [kind, keys] of requests) {
    const set = byKind.get(kind) ?? new Set();
    for (const key of keys) set.add(key);
    byKind.set(kind, set);
  }
  const kinds: string[] = [];
  const list: string[] = [];
  for (const kind of [...byKind.keys()].sort()) {
    for (const key of [...byKind.get(kind)!].sort()) {
      kinds.push(kind);
      list.push(key);
    }
  }
  if (list.length === 0) return;
  // Queued keys are updated (HOT: neither column is indexed) and only the rest inserted, rather than an
  // upsert that takes its conflict path for most keys during a catch-up. The refresher inserts too, so
  // the insert still meets a key queued since the statement began.
  await sql`WITH d AS (SELECT * FROM ${unnestRows([
    col('kind', 'text', kinds),
    col('key', 'text', list),
    col(
      'block_num',
      'bigint',
      list.map(() => blockNum),
    ),
  ])}), seen AS (
      UPDATE refresh_queue q SET block_num = GREATEST(q.block_num, d.block_num), ticket = DEFAULT
      FROM d WHERE q.kind = d.kind AND q.key = d.key
      RETURNING q.kind, q.key
    )
    INSERT INTO refresh_queue (kind, key, block_num)
    SELECT * FROM d WHERE NOT EXISTS (SELECT 1 FROM seen s WHERE s.kind = d.kind AND s.key = d.key) ORDER BY kind, key
    ON CONFLICT (kind, key) DO UPDATE SET block_num = GREATEST(refresh_queue.block_num, EXCLUDED.block_num),
      ticket = EXCLUDED.ticket`.execute(trx);
}

/**
 * Asks for the accounts whose unstaking reached its expiry by `blockTime`: that amount is now
 * withdrawable, with no transaction to say so. (An undated unstaking predates the expiry column:
 * read once to date it.) A request already queued is left as is, since it is read after this time.
 */
export async function enqueueExpiredUnstaking(trx: Trx, blockTime: number, blockNum: number): Promise<void> {
  await sql`INSERT INTO refresh_queue (kind, key, block_num)
    SELECT 'account', address, ${blockNum} FROM accounts
    WHERE unfreezing > 0 AND (unfreezing_expires_at IS NULL OR unfreezing_expires_at <= ${iso(blockTime)})
    ORDER BY address
    ON CONFLICT (kind, key) DO NOTHING`.execute(trx);
}

export interface QueuedRequest {
  kind: RefreshKind;
  key: string;
  ticket: number;
}

/**
 * The oldest `limit` requests, in the order they entered the queue: a request asked for again keeps
 * its place, so one asked for every block is still read. Holder checks are a line of their own.
 */
export async function queuedRequests(
  db: Kysely<Database>,
  line: 'holders' | 'node state',
  limit: number,
): Promise<QueuedRequest[]> {
  return (await db
    .selectFrom('refresh_queue')
    .select(['kind', 'key', 'ticket'])
    .where('kind', line === 'holders' ? '=' : '<>', 'holder')
    .orderBy('queued_at')
    .limit(limit)
    .execute()) as QueuedRequest[];
}

/** An emptied queue at least this large gives its pages back; a small one keeps them for reuse. */
const RETURN_SPACE_FROM_BYTES = 1 << 20;

/**
 * Gives an emptied queue's pages back to the disk. Deleting served rows leaves the table's and its
 * indexes' pages allocated for good, and a catch-up's backlog grows them by megabytes per thousand
 * blocks that the queue at the head never needs again. The queue is locked and found empty again in
 * the TRUNCATE's transaction, so a request queued meanwhile is never lost. Returns whether it truncated.
 */
export async function returnQueueSpace(db: Kysely<Database>): Promise<boolean> {
  const emptied = async (q: Kysely<Database>) => {
    const { rows } = await sql<{ empty: boolean; bytes: string }>`
      SELECT NOT EXISTS (SELECT 1 FROM refresh_queue) AS empty,
        pg_total_relation_size('refresh_queue') AS bytes`.execute(q);
    return rows[0]!.empty && Number(rows[0]!.bytes) >= RETURN_SPACE_FROM_BYTES;
  };
  if (!(await emptied(db))) return false;
  return db.transaction().execute(async (trx) => {
    await sql`LOCK TABLE refresh_queue IN ACCESS EXCLUSIVE MODE`.execute(trx);
    if (!(await emptied(trx))) return false;
    await sql`TRUNCATE refresh_queue`.execute(trx);
    return true;
  });
}
