import type { Db } from '@poxscan/db';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TransactionStats } from '../schemas/transactions.js';
import { blockRow } from '../test/blocks.js';
import { createTestDatabase, stopTestCluster } from '../test/database.js';
import { BLOCKS, T0 } from '../test/seed.js';
import { apiOn, seededApi } from '../test/server.js';

type Call = Awaited<ReturnType<typeof seededApi>>['call'];
let db: Db;
let call: Call;

// One cluster serves both groups: stopped once both are done, not after the first.
afterAll(stopTestCluster);

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
  });

  it('reports the current rate of the newest blocks, not the day average', async () => {
    // The seed's blocks hold two transactions each, three seconds apart: 2/3 per second.
    const s = await stats();
    expect(s.tps).toBeCloseTo(2 / 3, 5);
    expect(s.tpsBlocks).toBe(20);
    // The seeded chain is two hours old: its day average is over those two hours, from block 1.
    expect(s.tps24h).toBeCloseTo(((BLOCKS - 1) * 2) / ((Date.now() - (T0 + 3000)) / 1000), 5);
  });

  it('reports the peak the indexer recorded for a window of blocks', async () => {
    const s = await stats();
    expect(s.maxTps).toBe(12.5);
    expect(s.maxTpsBlocks).toBe(100);
  });
});

describe('/api/transaction/stats on a chain younger than the rate window', () => {
  let young: Db;
  let youngCall: Call;
  let now: number;
  beforeAll(async () => {
    ({ db: young } = await createTestDatabase());
    ({ call: youngCall } = await apiOn(young, { responseCacheMs: 0 }));
    now = Date.now();
    // Genesis bears the network's configured time, a day before block 1; then five blocks 3 s apart.
    await young.kysely
      .insertInto('blocks')
      .values(
        Array.from({ length: 6 }, (_, n) =>
          blockRow({
            num: n,
            parent_hash: n === 0 ? '0'.repeat(64) : `${n - 1}`.padStart(64, 'b'),
            block_time: new Date(n === 0 ? now - 86_400_000 : now - (5 - n) * 3000),
            tx_count: n === 0 ? 0 : 4,
            last_tx_seq: n * 4,
            last_transfer_seq: 0,
          }),
        ),
      )
      .execute();
    await sql`INSERT INTO transactions (seq, hash, block_num, block_time, contract_type, owner_address, amount,
        fee, energy_fee, net_fee, success)
      SELECT g, decode(lpad(to_hex(g), 64, '0'), 'hex'), (g + 3) / 4, b.block_time, 1, 'T', 0, 0, 0, 0, true
      FROM generate_series(1, 20) g JOIN blocks b ON b.num = (g + 3) / 4`.execute(young.kysely);
    await young.kysely.insertInto('counters').values({ name: 'transactions', value: 20 }).execute();
  });
  afterAll(async () => {
    await young?.close();
  });

  it('reports the rate of the blocks it has, measured from block 1', async () => {
    const s = (await (
      await youngCall({ method: 'GET', url: '/api/transaction/stats' })
    ).json()) as TransactionStats;
    // Blocks 2 to 5: 16 transactions in the 12 s after block 1.
    expect(s.tps).toBeCloseTo(16 / 12, 5);
    expect(s.tpsBlocks).toBe(4);
    expect(s.maxTps).toBeCloseTo(16 / 12, 5);
    expect(s.maxTpsBlocks).toBe(4);
    // The day average: blocks 1 to 5 hold 20 transactions in the time since block 1, not in a day.
    expect(s.tps24h).toBeCloseTo(20 / ((Date.now() - (now - 12_000)) / 1000), 1);
  });
});
