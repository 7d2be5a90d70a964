import type { Db } from '@poxscan/db';
import { startIndexer } from '@poxscan/indexer';
import { sql } from 'kysely';
import { type CommitTimes, commitLog } from './commits.js';
import { type CpuTimes, cpuSpent, cpuTimes } from './cpu.js';
import { type Reads, startReader } from './reader.js';

export interface CatchUp {
  blocks: number;
  transactions: number;
  /** until every block is committed */
  indexMs: number;
  /** until the node state of everything touched is read too */
  settledMs: number;
  databaseBytes: number;
  /** the database right after its migrations, before any block: what it takes whatever the chain */
  emptyDatabaseBytes: number;
  /** CPU spent until every block was committed, where /proc tells it */
  cpu: CpuTimes | undefined;
  /** the writer's commits until every block was committed */
  commits: CommitTimes;
  /** when a reader read beside the indexer: its waits until every block was committed, and after */
  reads: { catchUp: Reads; settling: Reads } | undefined;
}

/** Indexes the whole history of the node into an empty database and times it. */
export async function catchUp(
  db: Db,
  fullnodeUrl: string,
  head: number,
  options: { batchSize: number; concurrency: number; devnetPid: number | undefined; readEveryMs: number },
): Promise<CatchUp> {
  await db.migrate();
  const empty = await sql<{ bytes: number }>`
    SELECT pg_database_size(current_database())::bigint AS bytes`.execute(db.kysely);
  const { devnetPid, readEveryMs, ...indexing } = options;
  const read = () => (readEveryMs > 0 ? startReader(db, readEveryMs) : undefined);
  let reader = read();
  let catchUpReads: Promise<Reads> | undefined;
  const cpuBefore = cpuTimes(devnetPid);
  const started = performance.now();
  let indexedAt = 0;
  let cpuIndexed: CpuTimes | undefined;
  let commits: CommitTimes | undefined;
  const { logger, times } = commitLog();
  const indexer = await startIndexer({
    db,
    fullnodeUrl,
    logger,
    ...indexing,
    onProgress: (s) => {
      if (indexedAt === 0 && (s.indexedBlock ?? -1) >= head) {
        indexedAt = performance.now();
        cpuIndexed = cpuTimes(devnetPid);
        commits = times();
        catchUpReads = reader?.stop();
        reader = read();
      }
    },
  });
  await indexer.settled();
  const settledAt = performance.now();
  const settlingReads = await reader?.stop();
  const caughtUpReads = await catchUpReads;
  const reads = caughtUpReads && settlingReads && { catchUp: caughtUpReads, settling: settlingReads };
  await indexer.stop();
  const counts = await sql<{ blocks: number; transactions: number; bytes: number }>`
    SELECT (SELECT count(*) FROM blocks)::int AS blocks, (SELECT count(*) FROM transactions)::int AS transactions,
      pg_database_size(current_database())::bigint AS bytes`.execute(db.kysely);
  const c = counts.rows[0]!;
  return {
    blocks: c.blocks,
    transactions: c.transactions,
    indexMs: (indexedAt || settledAt) - started,
    settledMs: settledAt - started,
    databaseBytes: c.bytes,
    emptyDatabaseBytes: Number(empty.rows[0]!.bytes),
    cpu: cpuBefore && cpuIndexed && cpuSpent(cpuBefore, cpuIndexed),
    commits: commits ?? times(),
    reads,
  };
}
