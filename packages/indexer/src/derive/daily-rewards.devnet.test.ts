import type { Db } from '@poxscan/db';
import type { Devnet } from '@poxscan/devnet';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Indexer } from '../indexer.js';
import { auditText, freshDatabase, indexerFor, quietDevnet } from '../test/harness.js';
import { sendTransaction } from '../test/wallet.js';

/** What the devnet has credited as rewards so far: SRs' allowances and the voters' pools of the cycle. */
function credited(devnet: Devnet): bigint {
  const world = devnet.chain.world;
  let sum = 0n;
  for (const w of world.witnesses.values()) sum += world.account(w.address)?.allowance ?? 0n;
  for (const pool of world.cycleRewards.values()) sum += pool;
  return sum;
}

describe('SR rewards issued', () => {
  let devnet: Devnet;
  let db: Db;
  let indexer: Indexer;
  // What each block credited, by block number; a maintenance's block folds the pools, so it is left out.
  const issued = new Map<number, bigint>();

  // The indexer follows a few blocks behind, as it follows a live chain: the SRs' tallies it reads
  // after a maintenance are those of the period it indexes, and the blocks it indexed after the
  // maintenance before reading them are priced again.
  const produce = async (n: number) => {
    for (let i = 0; i < n; i++) {
      const before = credited(devnet);
      const maintenance = devnet.chain.world.prop('nextMaintenanceTime');
      await devnet.hooks.produceBlocks(1);
      if (devnet.chain.world.prop('nextMaintenanceTime') === maintenance)
        issued.set(devnet.chain.headNumber, credited(devnet) - before);
      if (devnet.chain.headNumber % 3 === 0) await indexer.settled();
    }
    await indexer.settled();
  };

  beforeAll(async () => {
    // No simulated users: only the test's vote moves the tallies, at a maintenance every 10 blocks.
    devnet = await quietDevnet('off', { maintenanceIntervalMs: 30_000 });
    db = await freshDatabase('PGlite');
    indexer = await indexerFor(db, devnet);
    await produce(4);
    const voter = devnet.keys.accounts[3]!;
    await sendTransaction(devnet.url, 'freezebalancev2', voter, {
      frozen_balance: 7_000_000_000,
      resource: 'TRON_POWER',
    });
    await produce(1);
    // A candidate with no votes joins the paid SRs: the shares and what they leave unpaid change.
    await sendTransaction(devnet.url, 'votewitnessaccount', voter, {
      votes: [{ vote_address: devnet.keys.candidates[0]!.base58, vote_count: 7_000 }],
    });
    await produce(20);
  }, 180_000);
  afterAll(async () => {
    await indexer?.stop();
    await db?.close();
    await devnet?.stop();
  });

  it('counts what each block credited to SRs and their voters, to the sun', async () => {
    const { rows } = await sql<{ num: number; pay: string }>`
      SELECT num, (reward + standby_reward)::text AS pay FROM blocks WHERE num > 0 ORDER BY num`.execute(
      db.kysely,
    );
    const ours = new Map(rows.map((r) => [r.num, BigInt(r.pay)]));
    const compared = [...issued.keys()].map((num) => [num, ours.get(num)]);
    expect(compared).toEqual([...issued]);
    // The vote changed what a block credits, and no block credits the whole 176 POX.
    expect(new Set(issued.values()).size).toBeGreaterThan(1);
    expect([...issued.values()].every((sun) => sun < 176_000_000n)).toBe(true);
    const totals = await sql<{ rewards: string; blocks: string }>`
      SELECT (SELECT sum(rewards) FROM daily_stats)::text AS rewards,
        (SELECT sum(reward + standby_reward) FROM blocks)::text AS blocks`.execute(db.kysely);
    expect(totals.rows[0]!.rewards).toBe(totals.rows[0]!.blocks);
    expect(await auditText(db, devnet, 1000)).toEqual([]);
  }, 120_000);
});
