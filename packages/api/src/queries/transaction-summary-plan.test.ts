import type { Db } from '@poxscan/db';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, stopTestCluster } from '../test/database.js';
import { explain, planAsLongChain } from '../test/explain.js';
import { A, seed } from '../test/seed.js';
import { selectSummary } from './transactions.js';

// A summary names two tokens: the one a transaction moves and the one a contract call's first
// transfer moves. Beside the lateral join to a block's range of transfers, whose cost the planner
// cannot bound, each must still be one probe of tokens_pkey, at the sizes of a long chain.

let db: Db;
beforeAll(async () => {
  ({ db } = await createTestDatabase());
  await seed(db);
  // Thousands of tokens, as on a chain of 20 million transactions.
  await sql`INSERT INTO tokens (id, standard, name, symbol, decimals)
    SELECT 'T' || lpad(g::text, 33, '0'), 'PRC20', 'Token ' || g, 'TK' || g, 6 FROM generate_series(1, 4000) g`.execute(
    db.kysely,
  );
  // And 20 million transfers and transactions as the planner sees them.
  await planAsLongChain(db);
}, 300_000);
afterAll(async () => {
  await db?.close();
  await stopTestCluster();
});

const summaries = () => selectSummary(db.read.selectFrom('transactions as tx'));

describe('transaction summaries at the sizes of a long chain', () => {
  for (const [name, query] of [
    ['a page of the transaction list', () => summaries().where('tx.seq', '<=', 1_000_000)],
    ['a page of one sender’s transactions', () => summaries().where('tx.owner_address', '=', A)],
  ] as const)
    it(`read ${name} with one key probe per token named, never a scan of the tokens`, async () => {
      const text = await explain(db, query().orderBy('tx.seq', 'desc').limit(20));
      expect(text).not.toMatch(/Seq Scan on tokens/);
      expect(text).not.toMatch(/Join Filter: \(\w+\.id = \w+\.token_id\)/);
      expect(text.match(/Index Scan using tokens_pkey/g)).toHaveLength(2);
    });
});
