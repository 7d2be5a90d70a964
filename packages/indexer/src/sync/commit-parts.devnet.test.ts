import type { Db } from '@poxscan/db';
import type { Devnet } from '@poxscan/devnet';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Indexer } from '../indexer.js';
import { auditText, freshDatabase, indexerFor, quietDevnet, stopChain } from '../test/harness.js';

const PART_TRANSACTIONS = 500;

let devnet: Devnet;
let db: Db;
let indexer: Indexer;
/** the transactions a reader found indexed, read after read */
const seen: number[] = [];

beforeAll(async () => {
  devnet = await quietDevnet('high');
  await devnet.hooks.produceBlocks(45);
  db = await freshDatabase('PGlite');
  await db.migrate();
  // A visitor reading back to back: a read is asked during every commit, and waits for it.
  let reading = true;
  const reader = (async () => {
    while (reading) {
      const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM transactions`.execute(db.read);
      seen.push(rows[0]!.n);
    }
  })();
  indexer = await indexerFor(db, devnet, { batchSize: 15, partTransactions: PART_TRANSACTIONS });
  await indexer.settled();
  reading = false;
  await reader;
}, 240_000);

afterAll(() => stopChain(indexer, db, devnet));

describe('PGlite: a catch-up while reads wait for its commits', () => {
  it('commits at most the part bound of transactions at a time once a read has waited', async () => {
    const { rows } = await sql<{ total: number; most: number }>`
      SELECT sum(tx_count)::int AS total, max(tx_count)::int AS most FROM blocks`.execute(db.kysely);
    const { total, most } = rows[0]!;
    const bound = Math.max(PART_TRANSACTIONS, most);
    // Whole commits of 15-block ranges would hold many times the bound.
    expect(total).toBeGreaterThan(10 * bound);
    const steps = seen.slice(1).map((n, i) => n - seen[i]!);
    // The first commit comes before any read has been seen waiting.
    const afterFirst = steps.filter((s) => s > 0).slice(1);
    expect(afterFirst.length).toBeGreaterThan(5);
    expect(Math.max(...afterFirst)).toBeLessThanOrEqual(bound);
    expect(seen.at(-1)).toBe(total);
  });

  it('leaves the database the audit finds no difference in', async () => {
    expect(await auditText(db, devnet)).toEqual([]);
  });
});
