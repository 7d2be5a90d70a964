import { type PostgresCluster, startPostgres } from '@poxscan/test-support/postgres';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './database.js';
import { literalLimit } from './literal-limit.js';
import { type Db, openDatabase } from './open.js';
import { runTimeValue } from './run-time-value.js';

let cluster: PostgresCluster;
let db: Db;

beforeAll(async () => {
  cluster = await startPostgres();
  // One connection, so that every statement below shares its prepared statements.
  db = await openDatabase({ url: await cluster.createDatabase(`run_time_${Date.now()}`), poolSize: 1 });
  await sql`CREATE TABLE names (n bigint PRIMARY KEY, s text NOT NULL)`.execute(db.kysely);
  await sql`CREATE INDEX names_s_idx ON names (s text_pattern_ops)`.execute(db.kysely);
  await sql`INSERT INTO names SELECT g, md5(g::text) FROM generate_series(1, 5000) g`.execute(db.kysely);
  await sql`ANALYZE names`.execute(db.kysely);
  // Five million rows and their index, as the planner reads the catalogue.
  await sql`UPDATE pg_class SET reltuples = 1000 * reltuples, relpages = 1000 * relpages
    WHERE relname IN ('names', 'names_s_idx')`.execute(db.kysely);
});
afterAll(async () => {
  await db?.close();
  await cluster?.stop();
});

type Names = Database & { names: { n: number; s: string } };

/** Plans of the prepared statements on `names` whose text contains `marker`. */
async function plans(marker: string) {
  const { rows } = await sql<{ statement: string; generic_plans: number; custom_plans: number }>`
    SELECT statement, generic_plans::int, custom_plans::int FROM pg_prepared_statements`.execute(db.kysely);
  return rows.filter((r) => r.statement.includes(marker) && !r.statement.includes('pg_prepared_statements'));
}

describe('runTimeValue (PostgreSQL)', () => {
  it('lets a prefix range settle on one generic plan, with the same answers, where bound values are planned each run', async () => {
    const k = db.kysely as unknown as Kysely<Names>;
    const page = (from: string, to: string, hide: boolean) =>
      k
        .selectFrom('names')
        .select('s')
        .where(sql<boolean>`s ~>=~ ${hide ? runTimeValue(from, 'text') : from}`)
        .where(sql<boolean>`s ~<~ ${hide ? runTimeValue(to, 'text') : to}`)
        .orderBy(sql`s using ~<~`)
        .limit(literalLimit(5))
        .execute();
    // Prefixes of five digits: the planner, seeing one, expects a row or two; not seeing it, thousands.
    const { rows } = await sql<{ s: string }>`SELECT s FROM names WHERE n % 400 = 7`.execute(db.kysely);
    for (const prefix of rows.map((r) => r.s.slice(0, 5))) {
      const end = prefix.slice(0, -1) + String.fromCharCode(prefix.charCodeAt(4) + 1);
      const hidden = await page(prefix, end, true);
      expect(hidden.length).toBeGreaterThan(0);
      expect(hidden.every((r) => r.s.startsWith(prefix))).toBe(true);
      expect(hidden).toEqual(await page(prefix, end, false));
    }
    const [hidden] = await plans('(SELECT $1::text)');
    const [bound] = await plans('s ~>=~ $1');
    expect(hidden!.generic_plans + hidden!.custom_plans).toBe(rows.length);
    expect(hidden!.generic_plans).toBeGreaterThan(0);
    expect(bound!.generic_plans).toBe(0);
  });

  it('still reads the index in a generic plan', async () => {
    const { rows } = await db.kysely.connection().execute(async (c) => {
      await sql`SET plan_cache_mode = force_generic_plan`.execute(c);
      try {
        return await sql<{ 'QUERY PLAN': string }>`EXPLAIN SELECT s FROM names
          WHERE s ~>=~ ${runTimeValue('a1', 'text')} AND s ~<~ ${runTimeValue('a2', 'text')}
          ORDER BY s USING ~<~ LIMIT 5`.execute(c);
      } finally {
        await sql`RESET plan_cache_mode`.execute(c);
      }
    });
    const plan = rows.map((r) => r['QUERY PLAN']).join('\n');
    expect(plan).toContain('Index Only Scan using names_s_idx');
    expect(plan).not.toContain('Sort');
  });
});
