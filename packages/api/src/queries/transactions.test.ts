import type { Db } from '@poxscan/db';
import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, stopTestCluster } from '../test/database.js';
import { seed, TRANSACTIONS } from '../test/seed.js';
import { listTransactions } from './transactions.js';

let db: Db;

beforeAll(async () => {
  ({ db } = await createTestDatabase());
  await seed(db);
});
afterAll(async () => {
  await db?.close();
  await stopTestCluster();
});

/** The reader with every statement it sends counted. */
function counted() {
  const seen: number[] = [];
  // Counted as they answer: a statement's sub-selects pass through transformQuery one by one.
  const plugin: KyselyPlugin = {
    transformQuery: ({ node }) => node,
    transformResult: async ({ result }) => {
      seen.push(result.rows.length);
      return result;
    },
  };
  return { read: db.read.withPlugin(plugin), seen };
}

describe('the transaction list', () => {
  it('reads a page and its total in one statement', async () => {
    const { read, seen } = counted();
    const page = await listTransactions(read, { page: 2, limit: 5 });
    expect(seen).toHaveLength(1);
    expect(page.total).toBe(TRANSACTIONS);
    expect(page.items.map((t) => t.blockNumber)).toHaveLength(5);
    const first = await listTransactions(db.read, { page: 1, limit: 10 });
    expect(first.items.slice(5)).toEqual(page.items);
  });

  it('reads the total again only for a page past the end', async () => {
    const { read, seen } = counted();
    const past = await listTransactions(read, { page: 1_000, limit: 10 });
    expect(past).toMatchObject({ items: [], total: TRANSACTIONS, nextCursor: null });
    expect(seen).toHaveLength(2);
  });

  it('follows a cursor below the newest position, whatever the page', async () => {
    const first = await listTransactions(db.read, { page: 1, limit: 4 });
    const { read, seen } = counted();
    const next = await listTransactions(read, { page: 7, limit: 4, cursor: first.nextCursor! });
    expect(seen).toHaveLength(1);
    const both = await listTransactions(db.read, { page: 1, limit: 8 });
    expect([...first.items, ...next.items]).toEqual(both.items);
    expect(next.total).toBe(TRANSACTIONS);
  });
});
