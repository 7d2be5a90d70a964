import type { Db } from '@poxscan/db';
import type { Devnet } from '@poxscan/devnet';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Indexer } from '../indexer.js';
import { auditText, freshDatabase, indexerFor, quietDevnet } from '../test/harness.js';

describe('SR rewards issued', () => {
  let devnet: Devnet;
  let db: Db;
  let indexer: Indexer;

  beforeAll(async () => {
    devnet = await quietDevnet('low');
    await devnet.hooks.produceBlocks(12);
    db = await freshDatabase('PGlite');
    indexer = await indexerFor(db, devnet);
    await indexer.settled();
  });
  afterAll(async () => {
    await indexer?.stop();
    await db?.close();
    await devnet?.stop();
  });

  it("counts each block's producer pay and the 127 most voted SRs' pay", async () => {
    const world = devnet.chain.world;
    const producer = BigInt(world.param('getWitnessPayPerBlock'));
    const standby = BigInt(world.param('getWitness127PayPerBlock'));
    expect([producer, standby]).toEqual([16_000_000n, 160_000_000n]);
    // The genesis SRs hold votes, so every block after genesis pays the standby SRs.
    expect([...world.witnesses.values()].some((w) => w.voteCount > 0n)).toBe(true);
    const head = BigInt(devnet.chain.headNumber);
    const { rows } = await sql<{ rewards: string; producers: string; standby: string }>`
      SELECT (SELECT sum(rewards) FROM daily_stats)::text AS rewards,
        (SELECT sum(reward) FROM blocks)::text AS producers,
        (SELECT sum(standby_reward) FROM blocks)::text AS standby`.execute(db.kysely);
    expect(rows[0]).toEqual({
      rewards: String(head * (producer + standby)),
      producers: String(head * producer),
      standby: String(head * standby),
    });
    expect(await auditText(db, devnet, 1000)).toEqual([]);
  }, 120_000);
});
