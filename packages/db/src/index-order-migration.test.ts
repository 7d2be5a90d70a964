import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './database.js';
import { bothEngines } from './engines.test-util.js';
import { migrateBefore, migrateOnly } from './migrate-before.test-util.js';
import type { Db } from './open.js';
import { indexBytes, indexDefinitions, indexPlan } from './plan.test-util.js';

// Migration 0030 on a database the previous schema wrote: the chain tables' keyset indexes become
// ascending, keep their names and conditions, still serve both directions of every list without a
// sort, and stay dense as rows arrive in position order.
const BEFORE = 30;
const A = 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8';
const C = 'TVj7RNVHy6thbM7BWdSe9G6gXwKhjhdNZS';

/** Each index the migration rebuilds, and its definition after it. */
const INDEXES: Record<string, string> = {
  transactions_type_idx: 'transactions USING btree (contract_type, seq)',
  transfers_standard_idx: "transfers USING btree (standard, seq) WHERE (standard <> 'POX'::text)",
};
const STANDARDS = ['PRC20', 'PRC721', 'PRC10'];

const engines = bothEngines('index_order');

/** `count` transfers from `firstSeq` on, their standards taken in turn, as a busy chain moves tokens. */
async function insertTransfers(db: Kysely<Database>, firstSeq: number, count: number): Promise<void> {
  await sql`INSERT INTO transfers (seq, tx_seq, block_num, block_time, standard, token_id, from_address, to_address,
      amount, source)
    SELECT ${firstSeq} + n, ${firstSeq} + n, 1, '2026-01-01Z', (${STANDARDS}::text[])[1 + n % 3], ${C}, ${A}, ${C},
      1, 'log'
    FROM generate_series(0, ${count - 1}) AS n ORDER BY n`.execute(db);
}

describe.each(engines)('migration 0030 on a database of the previous schema (%s)', (_engine, open) => {
  let db: Db;
  beforeAll(async () => {
    db = await open();
    await migrateBefore(db.kysely, BEFORE);
    await insertTransfers(db.kysely, 1, 40);
    await migrateOnly(db.kysely, BEFORE);
  });
  afterAll(async () => {
    await db?.close();
  });

  it('rebuilds both indexes ascending, under their names and with their condition', async () => {
    expect(await indexDefinitions(db.kysely, Object.keys(INDEXES))).toEqual(INDEXES);
  });

  it('keeps the rows written before, newest first', async () => {
    const { rows } = await sql<{ seq: string }>`
      SELECT seq FROM transfers WHERE standard = 'PRC721' AND seq < 30 ORDER BY seq DESC LIMIT 3`.execute(
      db.kysely,
    );
    expect(rows.map((r) => Number(r.seq))).toEqual([29, 26, 23]);
  });

  it('serves newest-first and oldest-first keyset pages from each index, with no sort', async () => {
    const lists: [string, string][] = [
      ['transactions_type_idx', 'FROM transactions WHERE contract_type = 31 AND seq < 90 ORDER BY seq'],
      ['transfers_standard_idx', "FROM transfers WHERE standard = 'PRC721' AND seq < 30 ORDER BY seq"],
    ];
    for (const [index, list] of lists) {
      for (const dir of ['DESC', 'ASC']) {
        const query = `SELECT * ${list} ${dir} LIMIT 20`;
        const text = await indexPlan(db.kysely, query);
        expect(text, query).toContain(index);
        expect(text, query).not.toContain('Sort');
      }
    }
  });

  it('keeps an index dense as rows arrive in position order', async () => {
    // Descending, this index ended about half full; ascending, about as full as a fresh build packs it.
    await insertTransfers(db.kysely, 1_000, 40_000);
    const grown = await indexBytes(db.kysely, 'transfers_standard_idx');
    await sql`REINDEX INDEX transfers_standard_idx`.execute(db.kysely);
    const packed = await indexBytes(db.kysely, 'transfers_standard_idx');
    expect(grown).toBeLessThan(1.15 * packed);
  });
});
