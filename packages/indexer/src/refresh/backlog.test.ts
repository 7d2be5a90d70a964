import { type Db, openDatabase } from '@poxscan/db';
import { toBase58Address } from '@poxscan/protocol';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Indexer, startIndexer } from '../indexer.js';
import { ChainNode } from '../test/chain-node.js';
import { quiet } from '../test/harness.js';
import { enqueueRefresh } from '../write/refresh-queue.js';

// After a catch-up the refresher reads a backlog of accounts, a batch a round. Once it is drained the
// queue gives its pages back and the indexes the backlog's updates left sparse are rebuilt, before the
// indexer counts as settled. A table of the test's own, its balance index churned by updates, stands
// for accounts.
/** Enough for a queue of over 1 MiB, which is given back once drained. */
const ACCOUNTS = 6_000;
const ROWS = 20_000;

const chain = new ChainNode(990, 1010);
let node: Awaited<ReturnType<ChainNode['serve']>>;
let db: Db;
let indexer: Indexer;

const bytes = async (size: 'pg_relation_size' | 'pg_total_relation_size', relation: string) =>
  Number(
    (await sql<{ n: number }>`SELECT ${sql.raw(size)}(${relation}::regclass)::float8 AS n`.execute(db.kysely))
      .rows[0]!.n,
  );

beforeAll(async () => {
  node = await chain.serve();
  db = await openDatabase();
  await db.migrate();
  const k = db.kysely;
  await sql`CREATE TABLE churn (id int PRIMARY KEY, balance bigint NOT NULL, address text NOT NULL)`.execute(
    k,
  );
  await sql`CREATE INDEX churn_balance_idx ON churn (balance DESC, address)`.execute(k);
  await sql`INSERT INTO churn SELECT g, g, 'T' || md5(g::text) FROM generate_series(1, ${ROWS}) g`.execute(k);
  for (let round = 1; round <= 6; round++) {
    await sql`UPDATE churn SET balance = (id * 7919 * ${round}) % 1000003`.execute(k);
    await sql`VACUUM churn`.execute(k);
  }
  const addresses = Array.from({ length: ACCOUNTS }, (_, i) =>
    toBase58Address(`41${(i + 1).toString(16).padStart(40, '0')}`),
  );
  await enqueueRefresh(k, 'account', addresses, 1000);
  expect(await bytes('pg_total_relation_size', 'refresh_queue')).toBeGreaterThan(1 << 20);
}, 120_000);
afterAll(async () => {
  await indexer?.stop();
  await db?.close();
  await node?.close();
});

describe('the refresher after a backlog', () => {
  it('gives the queue’s pages back and rebuilds the indexes left sparse, before it is settled', async () => {
    const before = await bytes('pg_relation_size', 'churn_balance_idx');
    indexer = await startIndexer({ db, fullnodeUrl: node.url, logger: quiet, pollMs: 50, startBlock: 1000 });
    await indexer.settled();
    const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM refresh_queue`.execute(
      db.kysely,
    );
    expect(rows[0]!.n).toBe(0);
    expect(await bytes('pg_total_relation_size', 'refresh_queue')).toBeLessThan(64 * 1024);
    expect(await bytes('pg_relation_size', 'churn_balance_idx')).toBeLessThan(0.5 * before);
  });
});
