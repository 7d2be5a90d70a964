import type { Db } from '@poxscan/db';
import type { Devnet } from '@poxscan/devnet';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Indexer } from '../indexer.js';
import { auditText, indexedChain, quietDevnet, rowCount, stopChain } from '../test/harness.js';

/** The daily rows summed, next to the chain rows they count. */
async function totals(db: Db) {
  const { rows } = await sql<Record<string, string>>`
    SELECT (SELECT sum(blocks) FROM daily_stats)::text AS day_blocks,
      (SELECT sum(transfers_pox + transfers_prc10 + transfers_prc20 + transfers_prc721) FROM daily_stats)::text AS day_transfers,
      (SELECT sum(active_addresses) FROM daily_stats)::text AS day_active,
      (SELECT count(*) FROM address_daily)::text AS address_days,
      (SELECT sum(blocks_produced) FROM address_daily)::text AS produced,
      (SELECT sum(txs_sent) FROM address_daily)::text AS sent,
      (SELECT sum(transfers) FROM token_daily)::text AS token_transfers,
      (SELECT sum(transfers) FROM token_hourly)::text AS token_hour_transfers,
      (SELECT count(*) FROM blocks)::text AS blocks,
      (SELECT count(*) FROM transactions)::text AS transactions,
      (SELECT count(*) FROM transfers)::text AS transfers`.execute(db.kysely);
  return rows[0]!;
}

describe('daily series across a fork', () => {
  let devnet: Devnet;
  let db: Db;
  let indexer: Indexer;

  beforeAll(async () => {
    devnet = await quietDevnet('low');
    await devnet.hooks.produceBlocks(12);
    ({ db, indexer } = await indexedChain(devnet));
  });
  afterAll(() => stopChain(indexer, db, devnet));

  it("takes the orphaned blocks' share out of every daily row, leaving the new chain's", async () => {
    const before = await totals(db);
    expect(Number(before.sent)).toBeGreaterThan(0);
    await devnet.hooks.fork(4);
    await devnet.hooks.produceBlocks(2);
    await indexer.settled();
    expect(await rowCount(db, 'reorgs')).toBeGreaterThan(0);
    const after = await totals(db);
    expect(after.day_blocks).toBe(after.blocks);
    expect(after.produced).toBe(after.blocks);
    expect(after.sent).toBe(after.transactions);
    expect(after.day_transfers).toBe(after.transfers);
    expect(after.token_transfers).toBe(after.transfers);
    // The devnet's blocks all fall within the newest 25 hours, which token_hourly keeps.
    expect(before.token_hour_transfers).toBe(before.transfers);
    expect(after.token_hour_transfers).toBe(after.transfers);
    expect(after.day_active).toBe(after.address_days);
    expect(await auditText(db, devnet, 1000)).toEqual([]);
  }, 120_000);
});
