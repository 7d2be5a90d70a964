import type { Db } from '@poxscan/db';
import type { Devnet } from '@poxscan/devnet';
import { toBase58Address } from '@poxscan/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Indexer } from './indexer.js';
import { freshDatabase, indexerFor, quietDevnet } from './test/harness.js';
import { sendTransaction } from './test/wallet.js';

// Started at the head of a devnet that has run for a while (stakes, votes, proposals, a maintenance
// behind it): the indexed blocks name almost none of that, so it is read from the node.

async function node<T>(devnet: Devnet, path: string): Promise<T> {
  const reply = await fetch(`${devnet.url}/wallet/${path}`, { method: 'POST', body: '{}' });
  return (await reply.json()) as T;
}

let devnet: Devnet;
let db: Db;
let indexer: Indexer;
let start: number;

beforeAll(async () => {
  devnet = await quietDevnet('high');
  // An account that votes before the start height and never again.
  const voter = devnet.keys.candidates[0]!;
  await sendTransaction(devnet.url, 'freezebalancev2', voter, {
    frozen_balance: 40_000_000,
    resource: 'TRON_POWER',
  });
  await devnet.hooks.produceBlocks(1);
  await sendTransaction(devnet.url, 'votewitnessaccount', voter, {
    votes: [{ vote_address: devnet.keys.partners[0]!.base58, vote_count: 40 }],
  });
  // Past a maintenance (every 20 blocks on the devnet), which counts the votes into listwitnesses.
  await devnet.hooks.produceBlocks(45);
  start = devnet.chain.headNumber;
  db = await freshDatabase('PGlite');
  indexer = await indexerFor(db, devnet, { startBlock: 'latest' });
  await indexer.settled();
}, 240_000);

afterAll(async () => {
  await indexer?.stop();
  await db?.close();
  await devnet?.stop();
});

describe('started at the head of a running devnet', () => {
  it('holds no block before the start height', async () => {
    const first = await db.kysely.selectFrom('blocks').select('num').orderBy('num').limit(1).execute();
    expect(first).toEqual([{ num: start }]);
  });

  it("lists every SR with the node's vote counts", async () => {
    const { witnesses } = await node<{ witnesses: { address: string; voteCount?: number }[] }>(
      devnet,
      'listwitnesses',
    );
    const rows = await db.kysely.selectFrom('witnesses').select(['address', 'vote_count']).execute();
    const expected = witnesses.map((w) => [toBase58Address(w.address), w.voteCount ?? 0]);
    expect(rows.map((r) => [r.address, r.vote_count]).sort()).toEqual(expected.sort());
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.reduce((n, r) => n + r.vote_count, 0)).toBeGreaterThanOrEqual(40);
  });

  it("holds the network's stake totals, which the indexed blocks alone cannot give", async () => {
    const state = Object.fromEntries(
      (await db.kysely.selectFrom('chain_state').select(['key', 'value']).execute()).map((r) => [
        r.key,
        r.value,
      ]),
    );
    const world = devnet.chain.world;
    expect(state).toMatchObject({
      total_net_weight: String(world.prop('totalNetWeight')),
      total_energy_weight: String(world.prop('totalEnergyWeight')),
      total_tron_power_weight: String(world.prop('totalTronPowerWeight')),
    });
    expect(world.prop('totalTronPowerWeight')).toBeGreaterThanOrEqual(40n);
  });

  it("holds the node's proposals and chain parameters", async () => {
    const { proposals = [] } = await node<{ proposals?: unknown[] }>(devnet, 'listproposals');
    const { chainParameter } = await node<{ chainParameter: unknown[] }>(devnet, 'getchainparameters');
    const count = async (table: 'proposals' | 'chain_parameters') =>
      Number(
        (
          await db.kysely
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect(await count('proposals')).toBe(proposals.length);
    expect(await count('chain_parameters')).toBe(chainParameter.length);
    expect(chainParameter.length).toBeGreaterThan(10);
  });
});
