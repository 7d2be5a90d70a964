import { type Db, openDatabase } from '@poxscan/db';
import { startPostgres } from '@poxscan/test-support/postgres';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Mutex } from '../util/mutex.js';
import { DeadRowVacuum } from './vacuum.js';

// PGlite runs no autovacuum: a state table rewritten batch after batch keeps every old version of its
// rows unless the indexer vacuums it.
// The rule is the same for every table, so a table of the test's own stands for the state tables.
let db: Db;
beforeAll(async () => {
  db = await openDatabase();
});
afterAll(async () => {
  await db?.close();
});

const ROWS = 4_000;
const fail = (error: unknown) => {
  throw error;
};

/** One batch's worth of churn: every row rewritten, as balances are. */
async function rewriteAll(round: number): Promise<void> {
  await sql`UPDATE churn SET balance = balance + ${round}, note = repeat('x', 40)`.execute(db.kysely);
  // The server publishes a session's table counters at most once a second.
  await new Promise((resolve) => setTimeout(resolve, 1_100));
  await sql`SELECT 1`.execute(db.kysely);
}

const tableBytes = async () => {
  const { rows } = await sql<{ n: number }>`SELECT pg_table_size('churn')::float8 AS n`.execute(db.kysely);
  return Number(rows[0]!.n);
};

describe('the indexer vacuums tables full of dead rows (PGlite)', () => {
  it('keeps a table rewritten over and over near its live size, and skips one under the rule', async () => {
    await sql`CREATE TABLE churn (id int PRIMARY KEY, balance bigint NOT NULL, note text NOT NULL)`.execute(
      db.kysely,
    );
    await sql`INSERT INTO churn SELECT g, 0, repeat('x', 40) FROM generate_series(1, ${ROWS}) g`.execute(
      db.kysely,
    );
    const fresh = await tableBytes();
    const vacuum = new DeadRowVacuum(db, new Mutex(), fail, 0);
    const vacuumed: string[][] = [];
    for (let round = 1; round <= 5; round++) {
      await rewriteAll(round);
      vacuumed.push(await vacuum.committed());
    }
    expect(vacuumed.every((tables) => tables.includes('churn'))).toBe(true);
    // Five versions of every row would take about five times the space; vacuumed, the second
    // version's pages are reused from then on.
    expect(await tableBytes()).toBeLessThan(2.5 * fresh);
    const { rows } = await sql<{
      balance: number;
    }>`SELECT sum(balance)::float8 AS balance FROM churn`.execute(db.kysely);
    expect(Number(rows[0]!.balance)).toBe(ROWS * 15);

    // A few dead rows are under the rule: nothing to do.
    await sql`UPDATE churn SET balance = balance + 1 WHERE id <= 10`.execute(db.kysely);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    await sql`SELECT 1`.execute(db.kysely);
    expect(await vacuum.committed()).not.toContain('churn');
  });

  it('counts dead rows at most once every interval', async () => {
    const vacuum = new DeadRowVacuum(db, new Mutex(), fail, 60_000);
    await rewriteAll(100);
    expect(await vacuum.committed()).toContain('churn');
    await rewriteAll(101);
    expect(await vacuum.committed()).toEqual([]);
  });
});

describe('the indexer vacuums tables full of dead rows (PostgreSQL)', () => {
  it('vacuums beside the writes, without the write lock, and is idle once done', async () => {
    const cluster = await startPostgres();
    const pg = await openDatabase({ url: await cluster.createDatabase(`vacuum_${Date.now()}`), poolSize: 1 });
    try {
      await sql`CREATE TABLE churn (id int PRIMARY KEY, balance bigint NOT NULL)`.execute(pg.kysely);
      await sql`INSERT INTO churn SELECT g, 0 FROM generate_series(1, ${ROWS}) g`.execute(pg.kysely);
      await sql`UPDATE churn SET balance = balance + 1`.execute(pg.kysely);
      await new Promise((resolve) => setTimeout(resolve, 1_100));
      await sql`SELECT 1`.execute(pg.kysely);
      const writeLock = new Mutex();
      const vacuum = new DeadRowVacuum(pg, writeLock, fail, 0);
      // Called while a batch holds the write lock, as after a commit: it must not wait for the lock.
      expect(await writeLock.run(() => vacuum.committed())).toContain('churn');
      await vacuum.idle();
      const { rows } = await sql<{ dead: number }>`
        SELECT n_dead_tup::int AS dead FROM pg_stat_user_tables WHERE relname = 'churn'`.execute(pg.kysely);
      expect(rows[0]!.dead).toBe(0);
    } finally {
      await pg.close();
      await cluster.stop();
    }
  });
});
