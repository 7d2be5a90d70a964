import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './database.js';
import { bothEngines } from './engines.test-util.js';
import { migrateBefore, migrateOnly } from './migrate-before.test-util.js';
import type { Db } from './open.js';
import { indexPlan } from './plan.test-util.js';

// Migration 0025 on a database the previous schema wrote: each hash column keeps one unique index,
// which serves the lookups by hash, the prefix search and the uniqueness the two indexes gave.
// The schema stops at 0025: 0031 has since made transactions' hashes bytes, with a plain index of its
// own (see transaction-hash-bytes-migration.test.ts).
const BEFORE = 25;
const A = 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8';
const hashes = ['ab12', 'ab34', 'AB12', 'abff', 'b000', 'ab', 'aa99'].map((p) => p.padEnd(64, '0'));

const engines = bothEngines('hash_index');

async function insertTx(db: Kysely<Database>, seq: number, hash: string): Promise<void> {
  await sql`INSERT INTO transactions (seq, hash, block_num, idx, block_time, contract_type, owner_address, amount,
      fee, energy_usage, energy_fee, net_usage, net_fee, success, result, signature_bytes)
    VALUES (${seq}, ${hash}, ${seq}, 0, now(), 1, ${A}, 0, 0, 0, 0, 0, 0, true, 'SUCCESS', '')
    ON CONFLICT (hash) DO NOTHING`.execute(db);
}

async function insertBlock(db: Kysely<Database>, num: number, hash: string): Promise<void> {
  await sql`INSERT INTO blocks (num, hash, parent_hash, block_time, witness_address, tx_trie_root, version, size,
      tx_count, transfer_count, internal_tx_count, event_count, energy_used, net_used, fee, reward)
    VALUES (${num}, ${hash}, '', now(), ${A}, '', 1, 0, 0, 0, 0, 0, 0, 0, 0, 0)
    ON CONFLICT (hash) DO NOTHING`.execute(db);
}

describe.each(engines)('migration 0025 on a database of the previous schema (%s)', (_engine, open) => {
  let db: Db;
  beforeAll(async () => {
    db = await open();
    await migrateBefore(db.kysely, BEFORE);
    for (const [i, hash] of hashes.entries()) {
      await insertTx(db.kysely, i + 1, hash);
      await insertBlock(db.kysely, i + 1, hash);
    }
    await migrateOnly(db.kysely, BEFORE);
  });
  afterAll(async () => {
    await db?.close();
  });

  it('keeps every row', async () => {
    const { rows: txs } = await sql<{ hash: string }>`SELECT hash FROM transactions ORDER BY seq`.execute(
      db.kysely,
    );
    const { rows: blocks } = await sql<{ hash: string }>`SELECT hash FROM blocks ORDER BY num`.execute(
      db.kysely,
    );
    expect(txs.map((r) => r.hash)).toEqual(hashes);
    expect(blocks.map((r) => r.hash)).toEqual(hashes);
  });

  it('leaves one index on each hash column', async () => {
    const { rows } = await sql<{ indexname: string; indexdef: string }>`
      SELECT indexname, indexdef FROM pg_indexes
      WHERE tablename IN ('transactions', 'blocks') AND indexdef LIKE '%(hash%' ORDER BY indexname`.execute(
      db.kysely,
    );
    expect(rows.map((r) => r.indexname)).toEqual(['blocks_hash_idx', 'transactions_hash_idx']);
    for (const r of rows) expect(r.indexdef).toMatch(/^CREATE UNIQUE INDEX .* \(hash text_pattern_ops\)$/);
  });

  it('serves lookups by hash and prefix searches from that index', async () => {
    for (const table of ['transactions', 'blocks']) {
      const index = `${table}_hash_idx`;
      expect(await indexPlan(db.kysely, `SELECT * FROM ${table} WHERE hash = '${hashes[1]}'`)).toContain(
        index,
      );
      const prefix = await indexPlan(
        db.kysely,
        `SELECT hash FROM ${table} WHERE hash LIKE 'ab%' ORDER BY hash USING ~<~ LIMIT 3`,
      );
      expect(prefix).toContain(index);
      expect(prefix).not.toContain('Sort');
    }
    const { rows } = await sql<{ hash: string }>`
      SELECT hash FROM transactions WHERE hash LIKE 'ab%' ORDER BY hash USING ~<~ LIMIT 3`.execute(db.kysely);
    expect(rows.map((r) => r.hash)).toEqual([hashes[5], hashes[0], hashes[1]]);
  });

  it('still holds each hash once, and ON CONFLICT (hash) still finds its index', async () => {
    await insertTx(db.kysely, 100, hashes[0]!);
    await insertBlock(db.kysely, 100, hashes[0]!);
    const { rows } = await sql<{ n: number }>`
      SELECT (SELECT count(*) FROM transactions)::int + (SELECT count(*) FROM blocks)::int AS n`.execute(
      db.kysely,
    );
    expect(rows[0]!.n).toBe(2 * hashes.length);
    await expect(
      sql`UPDATE transactions SET hash = ${hashes[0]} WHERE seq = 2`.execute(db.kysely),
    ).rejects.toThrow(/transactions_hash_idx/);
  });
});
