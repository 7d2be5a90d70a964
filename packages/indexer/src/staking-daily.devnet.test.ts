import type { Db } from '@poxscan/db';
import type { Devnet, DevnetKey } from '@poxscan/devnet';
import { sql } from 'kysely';
import { afterEach, expect, it } from 'vitest';
import type { Indexer } from './indexer.js';
import { freshDatabase, indexerFor, quietDevnet, stopChain } from './test/harness.js';
import { devnetStakingTotals, utcDay } from './test/staking.js';
import { outsider, sendTransaction } from './test/wallet.js';
import { enqueueRefresh } from './write/refresh-queue.js';

let devnet: Devnet | undefined;
let db: Db | undefined;
let indexer: Indexer | undefined;
afterEach(async () => {
  await stopChain(indexer, db, devnet);
  [indexer, db, devnet] = [undefined, undefined, undefined];
});

// Block n is made at 23:58:30 + 3n s: block 29 is the last of March 9th, block 30 the first of the 10th.
const GENESIS = Date.UTC(2024, 2, 9, 23, 58, 30);

const stakingDays = async (db: Db) =>
  db.kysely
    .selectFrom('staking_daily')
    .select(['day', 'staked', 'staked_bandwidth', 'staked_energy', 'delegated', 'unfreezing'])
    .orderBy('day')
    .execute();

/** Sends a transaction and makes the block that holds it. */
async function inBlock(chain: Devnet, builder: string, key: DevnetKey, params: Record<string, unknown>) {
  await sendTransaction(chain.url, builder, key, params);
  await chain.hooks.produceBlocks(1);
}

/** A quiet devnet 23 blocks in, the last of them funding an account no simulated user knows of. */
async function devnetWithOutsider(sun: number): Promise<{ chain: Devnet; account: DevnetKey }> {
  const chain = await quietDevnet('high', { genesisTimestamp: GENESIS });
  devnet = chain;
  await chain.hooks.produceBlocks(22);
  const account = outsider();
  await inBlock(chain, 'createtransaction', chain.keys.candidates[1]!, {
    to_address: account.base58,
    amount: sun,
  });
  return { chain, account };
}

/** Indexes the chain, still on March 9th, into a fresh database; with the 9th's stake. */
async function indexTheNinth(chain: Devnet) {
  expect(utcDay(chain.chain.head.timestamp)).toBe('2024-03-09');
  const firstDay = devnetStakingTotals(chain);
  const fresh = await freshDatabase('PGlite');
  db = fresh;
  const started = await indexerFor(fresh, chain);
  indexer = started;
  await started.settled();
  return { db: fresh, indexer: started, firstDay };
}

it('closes each UTC day with the stake after its last block', async () => {
  // The unstaker's unstaking ends in block 45, with no transaction.
  const { chain, account: unstaker } = await devnetWithOutsider(30_000_000);
  await inBlock(chain, 'freezebalancev2', unstaker, { frozen_balance: 20_000_000, resource: 'BANDWIDTH' });
  await inBlock(chain, 'unfreezebalancev2', unstaker, { unfreeze_balance: 5_000_000, resource: 'BANDWIDTH' });
  await chain.hooks.produceBlocks(4);
  const ninth = await indexTheNinth(chain);
  expect(await stakingDays(ninth.db)).toEqual([{ day: '2024-03-09', ...ninth.firstDay }]);

  // Unstaking ends after a devnet "day" of 60 s (20 blocks).
  await chain.hooks.produceBlocks(30);
  expect(utcDay(chain.chain.head.timestamp)).toBe('2024-03-10');
  const secondDay = devnetStakingTotals(chain);
  await ninth.indexer.settled();
  expect(await stakingDays(ninth.db)).toEqual([
    { day: '2024-03-09', ...ninth.firstDay },
    { day: '2024-03-10', ...secondDay },
  ]);
  const { rows } = await sql<{ unfreezing: string; withdrawable: string }>`
    SELECT unfreezing::text, withdrawable::text FROM accounts WHERE address = ${unstaker.base58}`.execute(
    ninth.db.kysely,
  );
  expect(rows).toEqual([{ unfreezing: '0', withdrawable: '5000000' }]);
}, 120_000);

it("keeps a day's closing stake when a restarted indexer resumes behind the node's day", async () => {
  const { chain, account: staker } = await devnetWithOutsider(50_000_000);
  const stake = (sun: number) =>
    inBlock(chain, 'freezebalancev2', staker, { frozen_balance: sun, resource: 'ENERGY' });
  await stake(20_000_000);
  await chain.hooks.produceBlocks(5);
  const ninth = await indexTheNinth(chain);
  await ninth.indexer.stop();
  // As a crash between a block's commit and its refresh leaves it: the staker's account still queued.
  await enqueueRefresh(ninth.db.kysely, 'account', [staker.base58], chain.chain.headNumber);

  // The next day the staker stakes more, before the indexer is back: what the queued refresh reads
  // then is the 10th's stake, not the closing stake of the 9th.
  await chain.hooks.produceBlocks(1);
  await stake(5_000_000);
  await chain.hooks.produceBlocks(8);
  expect(utcDay(chain.chain.head.timestamp)).toBe('2024-03-10');
  const secondDay = devnetStakingTotals(chain);
  expect(secondDay.staked_energy).not.toBe(ninth.firstDay.staked_energy);
  indexer = await indexerFor(ninth.db, chain);
  await indexer.settled();
  expect(await stakingDays(ninth.db)).toEqual([
    { day: '2024-03-09', ...ninth.firstDay },
    { day: '2024-03-10', ...secondDay },
  ]);
}, 120_000);
