import type { Db } from '@poxscan/db';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, stopTestCluster } from '../../test/database.js';
import { explainGeneric } from '../../test/explain.js';
import { seed, USDT } from '../../test/seed.js';
import { eventPageQuery, samePlanAlways } from './events.js';

// A contract's unfiltered event page is prepared and kept on one plan (planning it on every run cost
// PostgreSQL more than running it at 20 million transactions); the plan must then be the contract
// index read in order for a page, whatever the contract.

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
          expect(compiled.sql).toMatch(/limit 21$/);
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
});
