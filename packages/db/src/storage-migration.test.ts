import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './database.js';
import { bothEngines } from './engines.test-util.js';
import { loadMigrations } from './migrate.js';
import type { Db } from './open.js';

// The schema as databases in use have it before the storage migration: 0001–0012.
const LAST_BEFORE = 12;

/** Applies the migrations up to `last` the way migrate() records them. */
async function migrateTo(kysely: Kysely<Database>, last: number): Promise<void> {
  const migrations = (await loadMigrations()).filter((m) => m.version <= last);
  await kysely.transaction().execute(async (trx) => {
    await sql`CREATE TABLE schema_migrations (
      version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`.execute(
      trx,
    );
    for (const m of migrations) {
      await sql.raw(m.sql).execute(trx);
      await sql`INSERT INTO schema_migrations (version, name) VALUES (${m.version}, ${m.name})`.execute(trx);
    }
  });
}

const A = 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8';
const B = 'TVj7RNVHy6thbM7BWdSe9G6gXwKhjhdNZS';
const C = 'TXLAQ63Xg1NAzckPwKHvzw7CSEmLMEqcdj';

const delegations = [
  { from_address: A, to_address: B, resource: 'ENERGY' as const, amount: '5000000' },
  { from_address: C, to_address: B, resource: 'BANDWIDTH' as const, amount: '12' },
  { from_address: B, to_address: A, resource: 'ENERGY' as const, amount: '7' },
];

const engines = bothEngines('storage');

describe.each(engines)('the storage migration on a database of the previous schema (%s)', (_engine, open) => {
  let db: Db;
  beforeAll(async () => {
    db = await open();
    await migrateTo(db.kysely, LAST_BEFORE);
    await db.kysely.insertInto('delegations').values(delegations).execute();
    await db.migrate();
  });
  afterAll(async () => {
    await db?.close();
  });

  it('keeps every row', async () => {
    const rows = await db.kysely
      .selectFrom('delegations')
      .select(['from_address', 'to_address', 'resource', sql<string>`amount::text`.as('amount')])
      .orderBy('from_address')
      .execute();
    expect(rows).toEqual([...delegations].sort((x, y) => (x.from_address < y.from_address ? -1 : 1)));
  });

  it('drops the index the wider one covers, and lookups by receiver still use an index', async () => {
    const { rows } = await sql<{ indexname: string }>`
      SELECT indexname FROM pg_indexes WHERE tablename = 'delegations' ORDER BY indexname`.execute(db.kysely);
    expect(rows.map((r) => r.indexname)).toEqual(['delegations_pkey', 'delegations_to_from_idx']);
    const plan = await db.kysely.transaction().execute(async (trx) => {
      await sql`SET LOCAL enable_seqscan = off`.execute(trx);
      const { rows } = await sql<{ 'QUERY PLAN': string }>`
        EXPLAIN SELECT * FROM delegations WHERE to_address = ${B}`.execute(trx);
      return rows.map((r) => r['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('delegations_to_from_idx');
  });
});
