import { type Db, keyedEquals } from '@poxscan/db';
import { type Compilable, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, stopTestCluster } from '../test/database.js';
import { A, seed, TRANSFERS, txHash, USDT } from '../test/seed.js';
import { accountTransfers, listTransfers, selectTransfer } from './transfers.js';

// Transfers read their transaction's hash through tx_seq (migration 0026): each list stays one
// statement that walks its keyset index in order and looks up one transaction per row shown.

let db: Db;
beforeAll(async () => {
  ({ db } = await createTestDatabase());
  await seed(db);
  await sql`ANALYZE`.execute(db.kysely);
}, 300_000);
afterAll(async () => {
  await db?.close();
  await stopTestCluster();
});

/** The plan with sequential scans priced out: a Seq Scan left means no index serves the query. */
async function plan(query: Compilable): Promise<string> {
  return db.kysely.connection().execute(async (c) => {
    await sql`SET enable_seqscan = off`.execute(c);
    try {
      const compiled = query.compile();
      const { rows } = await c.executeQuery<{ 'QUERY PLAN': string }>({
        ...compiled,
        sql: `EXPLAIN ${compiled.sql}`,
      });
      return rows.map((r) => r['QUERY PLAN']).join('\n');
    } finally {
      await sql`RESET enable_seqscan`.execute(c);
    }
  });
}

const from = () => selectTransfer(db.read.selectFrom('transfers as tr'));

describe('transfer lists, with the hash read through tx_seq', () => {
  it('answer the hash of each transfer’s transaction', async () => {
    const expected = async (where: string, limit: number) => {
      const { rows } = await sql<{ hash: string }>`
        SELECT encode(t.hash, 'hex') AS hash FROM transfers f JOIN transactions t ON t.seq = f.tx_seq
        WHERE ${sql.raw(where)} ORDER BY f.seq DESC LIMIT ${limit}`.execute(db.kysely);
      return rows.map((r) => r.hash);
    };
    const all = await listTransfers(db.read, { page: 1, limit: 5 });
    expect(all.items.map((t) => t.transactionHash)).toEqual(await expected('true', 5));
    const mine = await accountTransfers(db.read, A, 3);
    expect(mine.items.map((t) => t.transactionHash)).toEqual(
      await expected(`f.from_address = '${A}' OR f.to_address = '${A}'`, 3),
    );
    // The seed hashes each transaction by its position: txHash(tx_seq).
    const { rows } = await sql<{ tx_seq: number }>`
      SELECT tx_seq::int AS tx_seq FROM transfers ORDER BY seq DESC LIMIT 5`.execute(db.kysely);
    expect(all.items.map((t) => t.transactionHash)).toEqual(rows.map((r) => txHash(r.tx_seq)));
  });

  it('walk their keyset index in order and look each transaction up by its key', async () => {
    const queries = [
      from().where('tr.seq', '<=', TRANSFERS).orderBy('tr.seq', 'desc').limit(20),
      from()
        .where(keyedEquals('tr.from_address', A))
        .where('tr.seq', '<', 1e9)
        .orderBy('tr.seq', 'desc')
        .limit(20),
      from()
        .where(keyedEquals('tr.token_id', USDT))
        .where('tr.seq', '<', 1e9)
        .orderBy('tr.seq', 'desc')
        .limit(20),
    ];
    for (const query of queries) {
      const text = await plan(query);
      expect(text).not.toContain('Seq Scan');
      expect(text).not.toContain('Sort');
      expect(text).toContain('transactions_pkey');
    }
  });
});
