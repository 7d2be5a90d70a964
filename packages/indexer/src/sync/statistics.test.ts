import { type Db, keyedEquals, openDatabase } from '@poxscan/db';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Mutex } from '../util/mutex.js';
import { PlannerStatistics } from './statistics.js';

// PGlite runs no autovacuum: the indexer gathers the planner's statistics as the chain grows, so an
// address's list reads its newest rows in order instead of sorting every row of a busy address.
const BUSY = 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8';

let db: Db;
beforeAll(async () => {
  db = await openDatabase();
  await db.migrate();
});
afterAll(async () => {
  await db?.close();
});

/** Transactions `from`..`to`, every tenth sent by the busy address. */
async function write(from: number, to: number): Promise<void> {
  await sql`INSERT INTO transactions (seq, hash, block_num, block_time, contract_type, owner_address, amount,
      fee, energy_usage, energy_fee, net_usage, net_fee, success, result)
    SELECT g, decode(md5('a' || g) || md5('b' || g), 'hex'), g, now(), 1,
      CASE WHEN g % 10 = 0 THEN ${BUSY} ELSE 'T' || substr(md5((g % 3000)::text), 1, 33) END,
      0, 0, 0, 0, 0, 0, true, 'SUCCESS'
    FROM generate_series(${from}::int, ${to}::int) g`.execute(db.kysely);
}

async function busyPage(): Promise<string> {
  const query = db.kysely
    .selectFrom('transactions')
    .select(['seq', 'fee'])
    .where(keyedEquals('owner_address', BUSY))
    .orderBy('seq', 'desc')
    .limit(20)
    .compile();
  const { rows } = await db.kysely.executeQuery<{ 'QUERY PLAN': string }>({
    ...query,
    sql: `EXPLAIN ${query.sql}`,
  });
  return rows.map((r) => r['QUERY PLAN']).join('\n');
}

const analysedRows = async () => {
  const { rows } = await sql<{ n: number }>`
    SELECT reltuples::float8 AS n FROM pg_class WHERE oid = 'transactions'::regclass`.execute(db.kysely);
  return Number(rows[0]!.n);
};

describe('planner statistics on PGlite', () => {
  it('are gathered once the chain has grown enough, and then a busy address is not sorted', async () => {
    const statistics = new PlannerStatistics(db, new Mutex());
    await write(1, 8_000);
    await statistics.committed(8_000);
    expect(await analysedRows()).toBeLessThanOrEqual(0);
    expect(await busyPage()).toContain('Sort');

    await write(8_001, 20_000);
    await statistics.committed(12_000);
    expect(await analysedRows()).toBe(20_000);
    expect(await busyPage()).not.toContain('Sort');

    // Twice as many as the last count are needed before the next.
    await write(20_001, 34_000);
    await statistics.committed(14_000);
    expect(await analysedRows()).toBe(20_000);
    await write(34_001, 50_000);
    await statistics.committed(16_000);
    expect(await analysedRows()).toBe(50_000);
  });
});
