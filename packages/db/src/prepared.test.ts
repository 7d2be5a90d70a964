import { type PostgresCluster, startPostgres } from '@poxscan/test-support/postgres';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './database.js';
import { literalLimit } from './literal-limit.js';
import { type Db, openDatabase } from './open.js';
import { PREPARED_PER_CONNECTION, planEachRun } from './prepared.js';

let cluster: PostgresCluster;
let db: Db;

beforeAll(async () => {
  cluster = await startPostgres();
  // One connection, so that every statement below shares its prepared statements.
  db = await openDatabase({ url: await cluster.createDatabase(`prepared_${Date.now()}`), poolSize: 1 });
  await sql`CREATE TABLE p (n bigint PRIMARY KEY, s text NOT NULL)`.execute(db.kysely);
  await sql`INSERT INTO p SELECT g, 'row ' || g FROM generate_series(1, 50) g`.execute(db.kysely);
});
afterAll(async () => {
  await db?.close();
  await cluster?.stop();
});

const k = () => db.kysely as unknown as Kysely<Database & { p: { n: number; s: string } }>;

/** The statements this connection has prepared, with how often each ran as a generic or custom plan. */
async function prepared() {
  const { rows } = await sql<{ statement: string; generic_plans: number; custom_plans: number }>`
    SELECT statement, generic_plans::int, custom_plans::int FROM pg_prepared_statements`.execute(db.kysely);
  return rows;
}

describe('prepared reads (PostgreSQL)', () => {
  it('prepares a read once and answers every later run from it, with each run’s parameters', async () => {
    const row = (n: number) => k().selectFrom('p').select(['n', 's']).where('n', '=', n).executeTakeFirst();
    const answers = [];
    for (let n = 1; n <= 12; n++) answers.push(await row(n));
    expect(answers.map((a) => a?.s)).toEqual(Array.from({ length: 12 }, (_, i) => `row ${i + 1}`));
    const statements = (await prepared()).filter((p) => p.statement.includes('from "p" where "n" = $1'));
    expect(statements).toHaveLength(1);
    // After five custom plans the server settles on the generic one: no planning per run.
    expect(statements[0]!.generic_plans + statements[0]!.custom_plans).toBe(12);
    expect(statements[0]!.generic_plans).toBeGreaterThan(0);
  });

  it('plans a page of a large table once when its limit is a literal, and every run when bound', async () => {
    await sql`CREATE TABLE big (n bigint PRIMARY KEY, s text NOT NULL)`.execute(db.kysely);
    await sql`INSERT INTO big SELECT g, 'row ' || g FROM generate_series(1, 1000) g`.execute(db.kysely);
    await sql`ANALYZE big`.execute(db.kysely);
    // 20 million rows as the planner sees them: it scales the last ANALYZE's rows per page.
    await sql`UPDATE pg_class SET reltuples = 20000000 * relpages WHERE relname = 'big'`.execute(db.kysely);
    const big = db.kysely as unknown as Kysely<Database & { big: { n: number; s: string } }>;
    const page = (below: number, limit: number | ReturnType<typeof literalLimit>) =>
      big.selectFrom('big').select('n').where('n', '<=', below).orderBy('n', 'desc').limit(limit).execute();
    for (let below = 1000; below > 900; below -= 10) {
      const expected = Array.from({ length: 10 }, (_, i) => below - i);
      expect((await page(below, literalLimit(10))).map((r) => Number(r.n))).toEqual(expected);
      expect((await page(below, 10)).map((r) => Number(r.n))).toEqual(expected);
    }
    const statements = (await prepared()).filter((p) => p.statement.includes('from "big"'));
    const literal = statements.find((p) => p.statement.endsWith(' limit 10'));
    const bound = statements.find((p) => /limit \$\d+$/.test(p.statement));
    expect(literal!.generic_plans).toBeGreaterThan(0);
    expect(bound!.generic_plans).toBe(0);
  });

  it('leaves a read that asks for a plan each run unprepared, so each run is planned for its values', async () => {
    const row = (n: number) =>
      k().selectFrom('p').select('s').where('n', '>=', n).orderBy('n').limit(1).modifyEnd(planEachRun);
    for (let n = 1; n <= 8; n++) expect((await row(n).executeTakeFirst())?.s).toBe(`row ${n}`);
    expect((await prepared()).filter((p) => p.statement.includes('plan each run'))).toEqual([]);
  });

  it('prepares a read-only with, and leaves writes unprepared, a with that writes included', async () => {
    const { rows } = await sql<{
      n: number;
    }>`WITH q AS (SELECT n FROM p WHERE n < ${3}) SELECT n FROM q ORDER BY n`.execute(db.kysely);
    expect(rows.map((r) => Number(r.n))).toEqual([1, 2]);
    const union = sql<{
      n: number;
    }>`(SELECT n FROM p WHERE n = ${4}) UNION ALL (SELECT n FROM p WHERE n = ${5})`;
    expect((await union.execute(db.kysely)).rows.map((r) => Number(r.n))).toEqual([4, 5]);
    await sql`WITH w AS (UPDATE p SET s = s WHERE n = ${1} RETURNING n) SELECT n FROM w`.execute(db.kysely);
    await k().insertInto('p').values({ n: 1000, s: 'written' }).execute();
    await k().updateTable('p').set({ s: 'rewritten' }).where('n', '=', 1000).execute();
    await k().deleteFrom('p').where('n', '=', 1000).execute();
    const texts = (await prepared()).map((p) => p.statement);
    expect(texts.filter((t) => /^\s*(insert|update|delete)|UPDATE p/i.test(t))).toEqual([]);
    expect(texts.some((t) => t.startsWith('WITH q AS'))).toBe(true);
    expect(texts.some((t) => t.startsWith('(SELECT n FROM p WHERE n = $1) UNION ALL'))).toBe(true);
    expect(texts.some((t) => t.includes('from "p" where "n" = $1'))).toBe(true);
  });

  it('answers a prepared select * again after its table gained a column, with the column', async () => {
    const all = () => k().selectFrom('p').selectAll().where('n', '=', 2).executeTakeFirst();
    expect(await all()).toEqual({ n: 2, s: 'row 2' });
    await sql`ALTER TABLE p ADD COLUMN extra text NOT NULL DEFAULT 'new'`.execute(db.kysely);
    expect(await all()).toEqual({ n: 2, s: 'row 2', extra: 'new' });
    expect(await all()).toEqual({ n: 2, s: 'row 2', extra: 'new' });
    await sql`ALTER TABLE p DROP COLUMN extra`.execute(db.kysely);
  });

  it('fails a stale prepared read inside a transaction, where running it again is not safe', async () => {
    const all = (q: Kysely<Database>) =>
      (q as unknown as ReturnType<typeof k>)
        .selectFrom('p')
        .selectAll()
        .where('s', '=', 'row 3')
        .executeTakeFirst();
    expect(await all(db.kysely)).toEqual({ n: 3, s: 'row 3' });
    await sql`ALTER TABLE p ADD COLUMN later int`.execute(db.kysely);
    await expect(db.kysely.transaction().execute((trx) => all(trx))).rejects.toThrow(/cached plan/);
    expect(await all(db.kysely)).toEqual({ n: 3, s: 'row 3', later: null });
    await sql`ALTER TABLE p DROP COLUMN later`.execute(db.kysely);
  });

  it(`keeps at most ${PREPARED_PER_CONNECTION} statements a connection, letting go of the least recently run`, async () => {
    const inList = (size: number) =>
      k()
        .selectFrom('p')
        .select('n')
        .where(
          'n',
          'in',
          Array.from({ length: size }, (_, i) => i + 1),
        )
        .execute();
    const hot = () => k().selectFrom('p').select('s').where('n', '=', 7).executeTakeFirst();
    const hotStatement = async () =>
      (await prepared()).find((p) => p.statement.includes('select "s" from "p" where "n" = $1'));
    await hot();
    for (let size = 1; size <= PREPARED_PER_CONNECTION + 20; size++) {
      expect(await inList(size)).toHaveLength(Math.min(size, 50));
      // A statement in use all along stays prepared however many others come and go.
      if (size % 50 === 0) expect(await hot()).toEqual({ s: 'row 7' });
    }
    const kept = await prepared();
    expect(kept).toHaveLength(PREPARED_PER_CONNECTION);
    expect(await hotStatement()).toBeDefined();
    // The newest lists are prepared; the oldest made room for them.
    const lists = kept.filter((p) => p.statement.includes(' in ('));
    expect(lists.some((p) => p.statement.includes(`$${PREPARED_PER_CONNECTION + 20})`))).toBe(true);
    expect(lists.some((p) => /in \(\$1\)/.test(p.statement))).toBe(false);
    // A list let go of is prepared again when it comes back.
    expect(await inList(1)).toHaveLength(1);
    expect((await prepared()).some((p) => /in \(\$1\)/.test(p.statement))).toBe(true);
    expect(await prepared()).toHaveLength(PREPARED_PER_CONNECTION);
  });
});
