import type { Db } from '@poxscan/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, stopTestCluster } from '../test/database.js';
import { explainGeneric, planAsLongChain } from '../test/explain.js';
import { A, seed } from '../test/seed.js';
import { accountTransactionsQuery } from './transactions.js';
import { trc20PageQuery } from './trongrid/trc20.js';

// An address's pages merge the newest rows of its two sides (sent, received) as their indexes give
// them. The connections keep the generic plan, so that plan must read each side in order and stop at
// the page's end, whatever the address: no sort or hash of a side's rows, which for the busiest
// address of a long chain are a million.

let db: Db;
beforeAll(async () => {
  ({ db } = await createTestDatabase());
  await seed(db);
  await planAsLongChain(db);
}, 300_000);
afterAll(async () => {
  await db?.close();
  await stopTestCluster();
});

/** The plan above the merge of the two sides: what is done with the page's rows once merged. */
const aboveMerge = (plan: string) => plan.slice(0, plan.indexOf('Merge Append'));

describe("an address's pages, planned once for any address", () => {
  it('merge the two sides of its transactions, each read backwards from its index', async () => {
    const compiled = accountTransactionsQuery(db.read, { address: A, below: 1_000_000, limit: 20 }).compile();
    const plan = await explainGeneric(db, compiled);
    expect(plan).toMatch(/Merge Append/);
    expect(plan).toMatch(/Index Scan Backward using transactions_owner_idx/);
    expect(plan).toMatch(/Index Scan Backward using transactions_to_idx/);
    expect(aboveMerge(plan)).not.toMatch(/Sort|Hash/);
    expect(plan).not.toMatch(/HashAggregate/);
  });

  for (const asc of [false, true])
    for (const after of [false, true])
      it(`merge its PRC20 transfers ${asc ? 'oldest' : 'newest'} first${after ? ', past a fingerprint' : ''}`, async () => {
        const compiled = trc20PageQuery(
          { address: A, lo: 0, hi: Number.MAX_SAFE_INTEGER, contract: '', after: 5, limit: 21 },
          { columns: ['from_address', 'to_address'], contract: false, after, asc },
        ).compile(db.read);
        const plan = await explainGeneric(db, compiled);
        expect(plan).toMatch(/Merge Append/);
        expect(plan).toMatch(
          new RegExp(`Index Scan${asc ? '' : ' Backward'} using transfers_prc20_from_idx`),
        );
        expect(plan).toMatch(new RegExp(`Index Scan${asc ? '' : ' Backward'} using transfers_prc20_to_idx`));
        expect(aboveMerge(plan)).not.toMatch(/Sort|Hash/);
        expect(plan).not.toMatch(/HashAggregate|Bitmap/);
      });
});
