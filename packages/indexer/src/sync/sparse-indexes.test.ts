import { type Db, openDatabase } from '@poxscan/db';
import { startPostgres } from '@poxscan/test-support/postgres';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Mutex } from '../util/mutex.js';
import { SparseIndexes } from './sparse-indexes.js';

// A balance index takes a new entry at every update: after a catch-up's thousands of updates its pages
// are mostly empty. An index of rows only ever inserted is not, even when its entries were last
// counted at half their number. Tables of the test's own stand for accounts and the chain.
const ROWS = 20_000;
const MIN_BYTES = 64 * 1024;

const engines: [string, () => Promise<{ db: Db; stop: () => Promise<void> }>][] = [
  [
    'PGlite',
    async () => {
      const db = await openDatabase();
      return { db, stop: () => db.close() };
    },
  ],
  [
    'PostgreSQL',
    async () => {
      const cluster = await startPostgres();
      const db = await openDatabase({ url: await cluster.createDatabase(`sparse_${Date.now()}`) });
      return {
        db,
        stop: async () => {
          await db.close();
          await cluster.stop();
        },
      };
    },
  ],
];

const bytes = async (db: Db, index: string) =>
  Number(
    (await sql<{ n: number }>`SELECT pg_relation_size(${index}::regclass)::float8 AS n`.execute(db.kysely))
      .rows[0]!.n,
  );

const richest = async (db: Db) =>
  (
    await sql<{ id: number }>`SELECT id FROM churn ORDER BY balance DESC, address LIMIT 5`.execute(db.kysely)
  ).rows.map((r) => r.id);

describe.each(engines)('indexes a catch-up left sparse (%s)', (_engine, open) => {
  let db: Db;
  let stop: () => Promise<void>;
  beforeAll(async () => {
    ({ db, stop } = await open());
    const k = db.kysely;
    await sql`CREATE TABLE churn (id int PRIMARY KEY, balance bigint NOT NULL, address text NOT NULL)`.execute(
      k,
    );
    await sql`CREATE INDEX churn_balance_idx ON churn (balance DESC, address)`.execute(k);
    await sql`INSERT INTO churn SELECT g, g, 'T' || md5(g::text) FROM generate_series(1, ${ROWS}) g`.execute(
      k,
    );
    for (let round = 1; round <= 6; round++) {
      await sql`UPDATE churn SET balance = (id * 7919 * ${round}) % 1000003`.execute(k);
      await sql`VACUUM churn`.execute(k);
    }
    await sql`CREATE TABLE chain (seq bigint PRIMARY KEY, owner text NOT NULL)`.execute(k);
    await sql`CREATE INDEX chain_owner_idx ON chain (owner, seq)`.execute(k);
    // Counted at half its size, as a growing chain's statistics often are.
    const grow = (from: number, to: number) =>
      sql`INSERT INTO chain SELECT g, 'T' || md5((g % 500)::text) FROM generate_series(${from}::int, ${to}::int) g`.execute(
        k,
      );
    await grow(1, ROWS / 2);
    await sql`VACUUM ANALYZE chain`.execute(k);
    await grow(ROWS / 2 + 1, ROWS);
  }, 120_000);
  afterAll(async () => {
    await stop?.();
  });

  it('rebuilds the index updates left sparse, and only it; the rebuilt index answers as before', async () => {
    const before = await bytes(db, 'churn_balance_idx');
    const order = await richest(db);
    const sparse = new SparseIndexes(db, new Mutex(), MIN_BYTES);
    const rebuilt = await sparse.rebuild();
    expect(rebuilt).toContain('churn_balance_idx');
    expect(rebuilt).not.toContain('chain_owner_idx');
    expect(rebuilt).not.toContain('chain_pkey');
    expect(await bytes(db, 'churn_balance_idx')).toBeLessThan(0.5 * before);
    expect(await richest(db)).toEqual(order);
    // Packed now: the next look finds nothing to do.
    expect(await sparse.rebuild()).toEqual([]);
  });
});
