import { type Db, openDatabase } from '@poxscan/db';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, stopTestCluster } from '../../test/database.js';
import { explain, explainGeneric } from '../../test/explain.js';
import { seed, USDT } from '../../test/seed.js';
import { eventPageQuery, samePlanAlways } from './events.js';

// A contract's unfiltered event page is prepared and kept on one plan (planning it on every run cost
// PostgreSQL more than running it at 20 million transactions); the plan must then be the contract
// index read in order for a page, whatever the contract.

let db: Db;
/** One connection to the same database, whose prepared statements the last test reads. */
let one: Db;
beforeAll(async () => {
  let url: string;
  ({ db, url } = await createTestDatabase());
  await seed(db);
  await sql`ANALYZE`.execute(db.kysely);
  one = await openDatabase({ url, poolSize: 1 });
}, 300_000);
afterAll(async () => {
  await one?.close();
  await db?.close();
  await stopTestCluster();
});

const values = {
  lo: 1,
  hi: 100,
  contract: USDT,
  eventName: 'Transfer',
  txSeq: 0,
  afterSeq: 50,
  afterIndex: 0,
  limit: 21,
};

const unfiltered = (of: 'contract' | 'event', after: boolean, asc: boolean) => ({
  solidified: true,
  of,
  lower: false,
  upper: false,
  after,
  asc,
});

describe('event pages', () => {
  it('keep an unfiltered contract page on its index, in order, a page at a time, for any value', async () => {
    for (const [of, index] of [
      ['contract', 'event_logs_contract_idx'],
      ['event', 'event_logs_contract_name_idx'],
    ] as const)
      for (const after of [false, true])
        for (const asc of [false, true]) {
          const shape = unfiltered(of, after, asc);
          expect(samePlanAlways(shape)).toBe(true);
          const compiled = eventPageQuery(db.read, values, { ...shape, literal: 21 }).compile();
          expect(compiled.sql).not.toContain('plan each run');
          expect(compiled.sql).toMatch(/ limit 21\)/);
          const plan = await explainGeneric(db, compiled, ['enable_seqscan', 'enable_sort']);
          expect(plan).toContain(`Index Scan ${asc ? '' : 'Backward '}using ${index} on event_logs`);
          expect(plan).not.toContain('Sort');
          expect(plan).not.toContain('Gather');
        }
  });

  it('plan a page with a time or block range, or not of a contract, on every run', () => {
    const filtered = [
      { ...unfiltered('contract', false, false), lower: true },
      { ...unfiltered('event', true, false), upper: true },
      { ...unfiltered('contract', false, false), of: 'transaction' as const, lower: true, upper: true },
    ];
    for (const shape of filtered) {
      expect(samePlanAlways(shape)).toBe(false);
      const { sql: text } = eventPageQuery(db.read, values, { ...shape, literal: null }).compile();
      expect(text).toContain('plan each run');
    }
  });

  it('run an unfiltered contract page, first or past a cursor, on the one plan the server keeps', async () => {
    for (const after of [false, true]) {
      const shape = { ...unfiltered('contract', after, false), literal: 21 };
      const compiled = eventPageQuery(one.read, values, shape).compile();
      const pages: unknown[][] = [];
      for (let run = 0; run < 8; run++) pages.push((await one.read.executeQuery(compiled)).rows);
      const seqs = pages[0]!.map((r) => Number((r as { tx_seq: number }).tx_seq));
      expect(seqs.length).toBeGreaterThan(0);
      if (after) expect(Math.max(...seqs)).toBeLessThan(values.afterSeq);
      expect(pages.every((p) => JSON.stringify(p) === JSON.stringify(pages[0]))).toBe(true);
      const { rows } = await sql<{ generic_plans: number; custom_plans: number }>`
        SELECT generic_plans::int, custom_plans::int FROM pg_prepared_statements
        WHERE statement = ${compiled.sql}`.execute(one.kysely);
      expect(rows).toHaveLength(1);
      // Five custom plans, then the generic one for every later run.
      expect(rows[0]).toEqual({ generic_plans: 3, custom_plans: 5 });
    }
  });

  it('hide the cursor from the planner, so that a custom plan prices the page as the generic one', async () => {
    const compiled = eventPageQuery(db.read, values, {
      ...unfiltered('contract', true, false),
      literal: 21,
    }).compile();
    // Seeing the cursor, a custom plan counted on fewer events below it than the generic plan did,
    // priced the page lower, and the server planned every run.
    const estimate = (plan: string) =>
      plan.match(/Index Scan Backward using event_logs_contract_idx[^\n]*rows=(\d+)/)?.[1];
    const custom = estimate(await explain(db, compiled, ['enable_seqscan', 'enable_sort']));
    expect(custom).toBeDefined();
    expect(custom).toBe(estimate(await explainGeneric(db, compiled, ['enable_seqscan', 'enable_sort'])));
  });
});
