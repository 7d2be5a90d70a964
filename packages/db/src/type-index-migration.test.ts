import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './database.js';
import { bothEngines } from './engines.test-util.js';
import { migrateOver } from './migrate-before.test-util.js';
import type { Db } from './open.js';
import { indexDefinitions, indexPlan, indexSizes } from './plan.test-util.js';

// Migration 0043 on a database the previous schema wrote: TransferContract (type 1) leaves the type
// index. A list of transfers reads the primary key backwards; any other type still reads the index,
// with a generic plan too, as long as the reader states the index's condition as a literal.
const BEFORE = 43;
const ROWS = 12_000;
const A = 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8';
/** A third transfers (1), most of the rest contract calls (31), 2% votes (4) and 1% stakes (54). */
const TYPE = sql`CASE WHEN g % 100 < 2 THEN 4 WHEN g % 100 = 2 THEN 54 WHEN g % 3 = 0 THEN 1 ELSE 31 END`;
const typeOf = (g: number) => (g % 100 < 2 ? 4 : g % 100 === 2 ? 54 : g % 3 === 0 ? 1 : 31);
const DEFINITION = {
  transactions_type_idx: 'transactions USING btree (contract_type, seq) WHERE (contract_type <> 1)',
};

const engines = bothEngines('type_index');

async function write(db: Kysely<Database>): Promise<void> {
  await sql`INSERT INTO transactions (seq, hash, block_num, block_time, contract_type, owner_address, amount, fee,
      energy_fee, net_fee, success)
    SELECT g, sha256(int8send(g::bigint)), g, now(), ${TYPE}, ${A}, 0, 0, 0, 0, true
    FROM generate_series(1, ${ROWS}) g ORDER BY g`.execute(db);
}

const seqs = async (db: Kysely<Database>, type: number) => {
  const { rows } = await sql<{ seq: string }>`
    SELECT seq FROM transactions WHERE contract_type = ${type} AND seq <= 9000 ORDER BY seq DESC LIMIT 20`.execute(
    db,
  );
  return rows.map((r) => Number(r.seq));
};

describe.each(engines)('migration 0043 on a database of the previous schema (%s)', (_engine, open) => {
  let db: Db;
  let before: Record<string, number>;
  beforeAll(async () => {
    db = await open();
    before = await migrateOver(db.kysely, BEFORE, write, Object.keys(DEFINITION));
  }, 120_000);
  afterAll(async () => {
    await db?.close();
  });

  it('leaves transfers out of the type index', async () => {
    expect(await indexDefinitions(db.kysely, Object.keys(DEFINITION))).toEqual(DEFINITION);
    const after = await indexSizes(db.kysely, Object.keys(DEFINITION));
    expect(after.transactions_type_idx! / before.transactions_type_idx!).toBeLessThan(0.75);
  });

  it('finds each type’s newest transactions as before', async () => {
    const expected = (type: number) =>
      Array.from({ length: 9000 }, (_, i) => 9000 - i)
        .filter((g) => typeOf(g) === type)
        .slice(0, 20);
    for (const type of [1, 31, 4, 54])
      expect(await seqs(db.kysely, type), `type ${type}`).toEqual(expected(type));
  });

  it('reads transfers from the primary key and a rare type from the index, without a sort', async () => {
    const page = (type: number) =>
      `SELECT seq FROM transactions WHERE contract_type = ${type} AND contract_type <> 1 AND seq <= 9000 ORDER BY seq DESC LIMIT 20`;
    const transfers = await indexPlan(
      db.kysely,
      'SELECT seq FROM transactions WHERE contract_type = 1 AND seq <= 9000 ORDER BY seq DESC LIMIT 20',
    );
    expect(transfers).toContain('Index Scan Backward using transactions_pkey');
    for (const type of [4, 54]) {
      const text = await indexPlan(db.kysely, page(type));
      expect(text, `type ${type}`).toMatch(/Index (Only )?Scan Backward using transactions_type_idx/);
      expect(text, `type ${type}`).not.toContain('Sort');
    }
  });

  // The API prepares its reads; a generic plan knows no type, and proves the index's condition only
  // from a literal. (A count: a page of a common type rightly reads the primary key instead.)
  it('lets a generic plan read the index when the condition is a literal', async () => {
    const generic = async (where: string) =>
      db.kysely.connection().execute(async (c) => {
        await sql`SET plan_cache_mode = force_generic_plan`.execute(c);
        await sql`SET enable_seqscan = off`.execute(c);
        try {
          await sql
            .raw(`PREPARE typed (smallint) AS SELECT count(*) FROM transactions WHERE ${where}`)
            .execute(c);
          const { rows } = await sql<{ 'QUERY PLAN': string }>`EXPLAIN EXECUTE typed(4)`.execute(c);
          return rows.map((r) => r['QUERY PLAN']).join('\n');
        } finally {
          await sql`DEALLOCATE typed`.execute(c);
          await sql`RESET plan_cache_mode`.execute(c);
          await sql`RESET enable_seqscan`.execute(c);
        }
      });
    expect(await generic('contract_type = $1 AND contract_type <> 1')).toContain('transactions_type_idx');
    expect(await generic('contract_type = $1')).not.toContain('transactions_type_idx');
  });
});
