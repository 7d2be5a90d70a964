import type { Db } from '@poxscan/db';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENTS_CHANNEL } from '../../live/hub.js';
import { stopTestCluster } from '../../test/database.js';
import { seededApi } from '../../test/server.js';

let app: FastifyInstance;
let db: Db;
let call: Awaited<ReturnType<typeof seededApi>>['call'];

beforeAll(async () => {
  ({ app, db, call } = await seededApi({ responseCacheMs: 0 }));
});
afterAll(async () => {
  await app?.close();
  await db?.close();
  await stopTestCluster();
});

const status = async () => (await call({ method: 'GET', url: '/api/status' })).json();

describe('/api/status totals', () => {
  it('are summed again, without waiting out their minute, once the indexer reads the network', async () => {
    const counted = (await status()).witnesses as number;
    const address = 'TLateWitnessAddedAfterTheSum0000';
    await db.kysely.insertInto('witnesses').values({ address, url: null, now_votes: null }).execute();
    try {
      // The last sum is answered until it is a minute old...
      expect((await status()).witnesses).toBe(counted);
      // ...or until the indexer says it has read the network state.
      await db.notify(
        EVENTS_CHANNEL,
        JSON.stringify({ type: 'refresh', kinds: ['witnesses', 'parameters'] }),
      );
      await expect.poll(async () => (await status()).witnesses, { timeout: 5_000 }).toBe(counted + 1);
    } finally {
      await db.kysely.deleteFrom('witnesses').where('address', '=', address).execute();
    }
  });
});

describe('/api/status totals on a chain whose accounts the indexer has not read yet', () => {
  const refresh = (kinds: string[]) => db.notify(EVENTS_CHANNEL, JSON.stringify({ type: 'refresh', kinds }));
  const witnessCount = async () => (await status()).witnesses as number;

  it('are summed again at its first account read, and not at later ones', async () => {
    const day = new Date().toISOString().slice(0, 10);
    await db.kysely.deleteFrom('staking_daily').execute();
    await refresh(['witnesses']);
    await expect.poll(async () => (await status()).totalSupply, { timeout: 5_000 }).toBe('0');

    await db.kysely
      .insertInto('staking_daily')
      .values({
        day,
        staked: '700',
        staked_bandwidth: '300',
        staked_energy: '250',
        delegated: '0',
        unfreezing: '0',
        liquid: '5000',
        withdrawable: '0',
        total_votes: '0',
        updated_at: new Date(),
      })
      .execute();
    // Without this, the supply of 0 would be served until the sum is a minute old.
    await refresh(['account']);
    await expect.poll(async () => (await status()).totalSupply, { timeout: 5_000 }).toBe('5700');

    // Once the accounts are summed, an account read alone waits for the minute (or the network read).
    const counted = await witnessCount();
    const address = 'TWitnessAddedAfterAccountsSummed0';
    await db.kysely.insertInto('witnesses').values({ address, url: null, now_votes: null }).execute();
    try {
      await refresh(['account']);
      await new Promise((r) => setTimeout(r, 500));
      expect(await witnessCount()).toBe(counted);
      await refresh(['witnesses']);
      await expect.poll(witnessCount, { timeout: 5_000 }).toBe(counted + 1);
    } finally {
      await db.kysely.deleteFrom('witnesses').where('address', '=', address).execute();
      await db.kysely.deleteFrom('staking_daily').where('day', '=', day).execute();
    }
  });
});

describe('/api/status: where history starts and what the indexer is doing', () => {
  it('names the first indexed block and the indexer state', async () => {
    expect(await status()).toMatchObject({
      indexedFrom: 0,
      indexer: { state: 'following', error: null, errorAt: null },
    });
  });

  it('follows a database that starts mid-chain and an indexer waiting for its node', async () => {
    await sql`DELETE FROM blocks WHERE num < 10 AND NOT EXISTS (SELECT 1 FROM transactions t WHERE t.block_num = blocks.num)`.execute(
      db.kysely,
    );
    const first = await db.kysely
      .selectFrom('blocks')
      .select('num')
      .orderBy('num')
      .limit(1)
      .executeTakeFirstOrThrow();
    const message = 'the node does not serve block 0 (its lowest available block is 1000, its head 1020)';
    await db.kysely
      .updateTable('indexer_status')
      .set({ state: 'node_missing_blocks', last_error: message, last_error_at: new Date(1_700_000_000_000) })
      .execute();
    expect(await status()).toMatchObject({
      indexedFrom: first.num,
      indexer: { state: 'node_missing_blocks', error: message, errorAt: 1_700_000_000_000 },
    });
  });
});
