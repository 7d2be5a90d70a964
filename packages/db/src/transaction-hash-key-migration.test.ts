import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './database.js';
import { bothEngines } from './engines.test-util.js';
import { migrateBefore } from './migrate-before.test-util.js';
import type { Db } from './open.js';
import { txHashEquals, txHashHex, txHashKeyRange } from './tx-hash.js';

// Migration 0034 on a database the previous schema wrote: transactions_hash_idx keyed by the hash's
// first 8 bytes serves lookups and prefix ranges in the hashes' order, and is under half the size.
const BEFORE = 34;
const A = 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8';
// Around the sign bit of the key, and two hashes whose first 8 bytes are the same.
const twin = 'ab12cd34ef560000';
const named = ['7fffffffffffffff11', '8000000000000000', `${twin}01`, `${twin}02`, 'ab13', 'ff'].map((p) =>
  p.padEnd(64, '0'),
);
/** Enough rows besides the named ones that the planner picks an index because it is cheaper. */
const FILLER = 20_000;

const engines = bothEngines('tx_hash_key');

async function plan(db: Kysely<Database>, query: string): Promise<string> {
  const { rows } = await sql<{ 'QUERY PLAN': string }>`EXPLAIN ${sql.raw(query)}`.execute(db);
  return rows.map((r) => r['QUERY PLAN']).join('\n');
}

const indexBytes = async (db: Kysely<Database>) =>
  Number(
    (await sql<{ n: string }>`SELECT pg_relation_size('transactions_hash_idx') AS n`.execute(db)).rows[0]!.n,
  );

/** The query the search suggestions make for a prefix (see suggest.ts), as SQL text. */
function prefixQuery(prefix: string): string {
  const { low, high } = txHashKeyRange(prefix)!;
  const longer = prefix.length > 16 ? `AND encode(hash, 'hex') LIKE '${prefix}%'` : '';
  return `SELECT encode(hash, 'hex') AS hash FROM transactions
    WHERE tx_hash_key(hash) >= ${low} AND tx_hash_key(hash) <= ${high} ${longer}
    ORDER BY tx_hash_key(hash) LIMIT 5`;
}

describe.each(engines)('migration 0034 on a database of the previous schema (%s)', (_engine, open) => {
  let db: Db;
  let hashes: string[];
  let sizes: { before: number; after: number };
  beforeAll(async () => {
    db = await open();
    await migrateBefore(db.kysely, BEFORE);
    await sql`INSERT INTO transactions (seq, hash, block_num, idx, block_time, contract_type, owner_address, amount,
        fee, energy_usage, energy_fee, net_usage, net_fee, success, result)
      SELECT g, CASE WHEN g <= ${named.length} THEN decode((${named}::text[])[g], 'hex')
          ELSE sha256(int8send(g)) END,
        g, 0, now(), 1, ${A}, 0, 0, 0, 0, 0, 0, true, 'SUCCESS'
      FROM generate_series(1, ${named.length + FILLER}) g`.execute(db.kysely);
    const before = await indexBytes(db.kysely);
    await db.migrate();
    await sql`ANALYZE transactions`.execute(db.kysely);
    sizes = { before, after: await indexBytes(db.kysely) };
    ({ rows: hashes } = await sql<{ hash: string }>`SELECT encode(hash, 'hex') AS hash FROM transactions`
      .execute(db.kysely)
      .then((r) => ({ rows: r.rows.map((x) => x.hash).sort() })));
  });
  afterAll(async () => {
    await db?.close();
  });

  it('finds a transaction by its hash, and not its twin', async () => {
    for (const [seq, hex] of [
      [3, named[2]!],
      [4, named[3]!.toUpperCase()],
      [2, named[1]!],
    ] as const) {
      const rows = await db.kysely
        .selectFrom('transactions')
        .select(['seq', txHashHex('hash').as('hash')])
        .where(txHashEquals('hash', hex))
        .execute();
      expect(rows).toEqual([{ seq, hash: hex.toLowerCase() }]);
    }
    const lookup = await plan(
      db.kysely,
      `SELECT seq FROM transactions WHERE tx_hash_key(hash) = tx_hash_key(decode('${named[2]}', 'hex'))
        AND hash = decode('${named[2]}', 'hex')`,
    );
    expect(lookup).toContain('transactions_hash_idx');
  });

  it('reads a prefix as a range of keys, in the hashes order, with no sort', async () => {
    for (const prefix of ['ab', 'ab1', twin, `${twin}01`, `${twin}02`, '7f', '8', 'ff']) {
      const { rows } = await sql<{ hash: string }>`${sql.raw(prefixQuery(prefix))}`.execute(db.kysely);
      const expected = hashes.filter((h) => h.startsWith(prefix)).slice(0, 5);
      expect(expected.length).toBeGreaterThan(0);
      expect(rows.map((r) => r.hash).sort()).toEqual(expected);
      if (prefix.length <= 16) expect(rows.map((r) => r.hash)).toEqual(expected);
    }
    const ranged = await plan(db.kysely, prefixQuery('ab'));
    expect(ranged).toContain('transactions_hash_idx');
    expect(ranged).not.toContain('Sort');
  });

  it('keeps the index under half its size', () => {
    expect(sizes.after).toBeLessThan(sizes.before / 2);
  });
});
