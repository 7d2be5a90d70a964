import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './database.js';
import { bothEngines } from './engines.test-util.js';
import { migrateBefore, migrateOnly } from './migrate-before.test-util.js';
import type { Db } from './open.js';
import { txHashBytes, txHashHex, txHashValue } from './tx-hash.js';

// Migration 0031 on a database the previous schema wrote: transactions' hashes become their 32 bytes,
// which read back as the hex stored before, and one plain unique index serves lookups, the
// uniqueness and the prefix ranges the search suggestions read.
const BEFORE = 31;
const A = 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8';
const named = ['ab12', 'ab34', 'abff', 'ac', 'ff'].map((p) => p.padEnd(64, '0'));
/** Enough rows besides the named ones that the planner picks an index because it is cheaper. */
const FILLER = 4000;

const engines = bothEngines('tx_hash_bytes');

async function insertTx(db: Kysely<Database>, seq: number, hash: string): Promise<number> {
  const { numAffectedRows } = await sql`INSERT INTO transactions (seq, hash, block_num, idx, block_time,
      contract_type, owner_address, amount, fee, energy_usage, energy_fee, net_usage, net_fee, success, result)
    VALUES (${seq}, ${hash}, ${seq}, 0, now(), 1, ${A}, 0, 0, 0, 0, 0, 0, true, 'SUCCESS')
    ON CONFLICT (hash) DO NOTHING`.execute(db);
  return Number(numAffectedRows);
}

async function plan(db: Kysely<Database>, query: string): Promise<string> {
  const { rows } = await sql<{ 'QUERY PLAN': string }>`EXPLAIN ${sql.raw(query)}`.execute(db);
  return rows.map((r) => r['QUERY PLAN']).join('\n');
}

describe.each(engines)('migration 0031 on a database of the previous schema (%s)', (_engine, open) => {
  let db: Db;
  let before: { seq: number; hash: string }[];
  beforeAll(async () => {
    db = await open();
    await migrateBefore(db.kysely, BEFORE);
    for (const [i, hash] of named.entries()) await insertTx(db.kysely, i + 1, hash);
    await sql`INSERT INTO transactions (seq, hash, block_num, idx, block_time, contract_type, owner_address, amount,
        fee, energy_usage, energy_fee, net_usage, net_fee, success, result)
      SELECT g, md5('a' || g) || md5('b' || g), g, 0, now(), 1, ${A}, 0, 0, 0, 0, 0, 0, true, 'SUCCESS'
      FROM generate_series(${named.length + 1}::int, ${named.length + FILLER}::int) g`.execute(db.kysely);
    ({ rows: before } = await sql<{ seq: number; hash: string }>`
      SELECT seq, hash FROM transactions ORDER BY seq`.execute(db.kysely));
    // 0031 alone: 0034 has since keyed the index by the hash's first 8 bytes.
    await migrateOnly(db.kysely, BEFORE);
    await sql`ANALYZE transactions`.execute(db.kysely);
  });
  afterAll(async () => {
    await db?.close();
  });

  it('stores each hash as 32 bytes that read back as the hex stored before', async () => {
    const { rows } = await sql<{ seq: number; hash: string; bytes: number }>`
      SELECT seq, ${txHashHex('hash')} AS hash, octet_length(hash) AS bytes FROM transactions ORDER BY seq`.execute(
      db.kysely,
    );
    expect(rows.map(({ seq, hash }) => ({ seq, hash }))).toEqual(before);
    expect(rows.length).toBe(named.length + FILLER);
    expect(new Set(rows.map((r) => r.bytes))).toEqual(new Set([32]));
  });

  it('makes the column bytea with one plain unique index on it', async () => {
    const { rows: columns } = await sql<{ data_type: string }>`
      SELECT data_type FROM information_schema.columns
      WHERE table_name = 'transactions' AND column_name = 'hash'`.execute(db.kysely);
    expect(columns).toEqual([{ data_type: 'bytea' }]);
    const { rows } = await sql<{ indexname: string; indexdef: string }>`
      SELECT indexname, indexdef FROM pg_indexes
      WHERE tablename = 'transactions' AND indexdef LIKE '%(hash%'`.execute(db.kysely);
    expect(rows).toEqual([
      {
        indexname: 'transactions_hash_idx',
        indexdef: expect.stringMatching(
          /^CREATE UNIQUE INDEX transactions_hash_idx .* USING btree \(hash\)$/,
        ),
      },
    ]);
  });

  it('finds a transaction by its hash in either case', async () => {
    for (const hex of [named[1]!, before[100]!.hash, before[100]!.hash.toUpperCase()]) {
      const row = await db.kysely
        .selectFrom('transactions')
        .select(['seq', txHashHex('hash').as('hash')])
        .where('hash', '=', txHashBytes(hex))
        .executeTakeFirst();
      expect(row).toEqual(before.find((r) => r.hash === hex.toLowerCase()));
    }
  });

  it('still holds each hash once, and ON CONFLICT (hash) still finds its index', async () => {
    expect(await insertTx(db.kysely, 90_000, txHashValue(named[0]!))).toBe(0);
    expect(await insertTx(db.kysely, 90_001, txHashValue('0e'.repeat(32)))).toBe(1);
    await expect(
      sql`UPDATE transactions SET hash = ${txHashValue(named[0]!)} WHERE seq = 2`.execute(db.kysely),
    ).rejects.toThrow(/transactions_hash_idx/);
    await expect(insertTx(db.kysely, 90_002, txHashValue('0e'.repeat(31)))).rejects.toThrow(
      /transactions_hash_length/,
    );
  });

  it('reads a hash and a prefix range through that index, in its order, with no sort', async () => {
    const lookup = await plan(
      db.kysely,
      `SELECT seq FROM transactions WHERE hash = decode('${named[1]}', 'hex')`,
    );
    expect(lookup).toContain('transactions_hash_idx');
    const range = `SELECT encode(hash, 'hex') AS hash FROM transactions
      WHERE hash >= decode('ab', 'hex') AND hash < decode('ac', 'hex') ORDER BY transactions.hash LIMIT 3`;
    const ranged = await plan(db.kysely, range);
    expect(ranged).toContain('transactions_hash_idx');
    expect(ranged).not.toContain('Sort');
    const open = await plan(
      db.kysely,
      `SELECT hash FROM transactions WHERE hash >= decode('ff', 'hex') ORDER BY hash LIMIT 3`,
    );
    expect(open).toContain('transactions_hash_idx');
    expect(open).not.toContain('Sort');
    const { rows } = await sql<{ hash: string }>`${sql.raw(range)}`.execute(db.kysely);
    const expected = before
      .map((r) => r.hash)
      .filter((h) => h.startsWith('ab'))
      .sort()
      .slice(0, 3);
    expect(rows.map((r) => r.hash)).toEqual(expected);
    expect(expected).toContain(named[0]);
  });
});
