import { type Db, POX_TOKEN_ID, tokenTransfersOf } from '@poxscan/db';
import { type Compilable, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, stopTestCluster } from '../test/database.js';
import { explain } from '../test/explain.js';
import { A, seed, TRANSFERS, txHash, USDT } from '../test/seed.js';
import { withCallTransfer } from './call-transfers.js';
import { accountTransfers, accountTransfersQuery, listTransfers, selectTransfer } from './transfers.js';

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

/**
 * The plan with sequential scans and sorts priced out: a Seq Scan left means no index serves the
 * query, a Sort that no index gives its order. (On a seed this small, sorting a token's 29 rows costs
 * the planner as little as reading them in order.)
 */
const plan = (query: Compilable) => explain(db, query, ['enable_seqscan', 'enable_sort']);

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
      [from().where('tr.seq', '<=', TRANSFERS), 'transfers_pkey'],
      [from().where(tokenTransfersOf(USDT, 'tr')).where('tr.seq', '<', 1e9), 'transfers_token_idx'],
      [from().where(tokenTransfersOf(POX_TOKEN_ID, 'tr')).where('tr.seq', '<', 1e9), 'transfers_pkey'],
    ] as const;
    for (const [query, index] of queries) {
      const text = await plan(query.orderBy('tr.seq', 'desc').limit(20));
      expect(text).toContain(`Index Scan Backward using ${index} on transfers`);
      expect(text).not.toContain('Seq Scan');
      expect(text).not.toContain('Sort');
      expect(text).toContain('transactions_pkey');
    }
  });

  // 0041: an address's transfers on each side are in two partial indexes, PRC20 and the rest. Each is
  // read backwards from the cursor for one page, so no address's whole history is sorted.
  it('read an address’s transfers from the four partial indexes of its sides, one page each', async () => {
    const text = await plan(accountTransfersQuery(db.read, A, 20, 1e9));
    expect(text).not.toContain('Seq Scan');
    for (const index of ['from', 'to', 'prc20_from', 'prc20_to'])
      expect(text).toMatch(
        new RegExp(`Limit[^\\n]*\\n\\s*->\\s+Index Scan Backward using transfers_${index}_idx `),
      );
    expect(text).toContain('transactions_pkey');
  });

  // 0042: no index by tx_seq; a transaction's transfers are a range of the primary key, its block's.
  it('read a contract call’s first token transfer from its block’s range of the primary key', async () => {
    const calls = withCallTransfer(
      db.read
        .selectFrom('transactions as tx')
        .select('tx.seq')
        .where('tx.seq', '<=', 1e9)
        .orderBy('tx.seq', 'desc'),
    ).limit(20);
    const text = await plan(calls);
    expect(text).not.toContain('Seq Scan');
    expect(text).toMatch(/Index Scan using transfers_pkey on transfers tr[^\n]*\n\s+Index Cond: \(\(seq >= /);
  });
});
