import type { Db } from '@poxscan/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TransactionStats } from '../schemas/transactions.js';
import { stopTestCluster } from '../test/database.js';
import { BLOCKS } from '../test/seed.js';
import { seededApi } from '../test/server.js';

type Call = Awaited<ReturnType<typeof seededApi>>['call'];
let db: Db;
let call: Call;

const stats = async () =>
  (await call({ method: 'GET', url: '/api/transaction/stats' })).json() as Promise<TransactionStats>;

describe('/api/transaction/stats rates', () => {
  beforeAll(async () => {
    ({ db, call } = await seededApi());
    // The indexer's window rates of two blocks (the seed has too few blocks for a whole window).
    await db.kysely.updateTable('blocks').set({ window_rate: 12.5 }).where('num', '=', 30).execute();
    await db.kysely.updateTable('blocks').set({ window_rate: 4 }).where('num', '=', 40).execute();
  });
  afterAll(async () => {
    await db.close();
    await stopTestCluster();
  });

  it('reports the current rate of the newest blocks, not the day average', async () => {
    // The seed's blocks hold two transactions each, three seconds apart: 2/3 per second.
    const s = await stats();
    expect(s.tps).toBeCloseTo(2 / 3, 5);
    expect(s.tps24h).toBeCloseTo(((BLOCKS - 1) * 2) / 86_400, 8);
  });

  it('reports the peak the indexer recorded for a window of blocks', async () => {
    expect((await stats()).maxTps).toBe(12.5);
  });
});
