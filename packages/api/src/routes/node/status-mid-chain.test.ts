import type { Db } from '@poxscan/db';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stopTestCluster } from '../../test/database.js';
import { seededApi } from '../../test/server.js';

let app: FastifyInstance;
let db: Db;
let call: Awaited<ReturnType<typeof seededApi>>['call'];

// The node's stake weights (whole POX), as the indexer stores them from getaccountresource.
const WEIGHTS = { total_net_weight: '1200', total_energy_weight: '345', total_tron_power_weight: '67' };

beforeAll(async () => {
  ({ app, db, call } = await seededApi({ responseCacheMs: 0 }));
  // History from a later block than genesis: the stakes the indexed blocks name are only some.
  await sql`DELETE FROM blocks WHERE num < 10 AND NOT EXISTS (SELECT 1 FROM transactions t WHERE t.block_num = blocks.num)`.execute(
    db.kysely,
  );
  await db.kysely
    .insertInto('chain_state')
    .values(Object.entries(WEIGHTS).map(([key, value]) => ({ key, value, refreshed_at: new Date() })))
    .onConflict((oc) => oc.column('key').doUpdateSet((eb) => ({ value: eb.ref('excluded.value') })))
    .execute();
});
afterAll(async () => {
  await app?.close();
  await db?.close();
  await stopTestCluster();
});

describe('/api/status on a database indexed from mid-chain', () => {
  it("serves the network's staked POX from the node's weights, not the indexed accounts' stakes", async () => {
    const body = (await call({ method: 'GET', url: '/api/status' })).json();
    const stakes = await sql<{ n: string | null }>`SELECT sum(amount)::text AS n FROM stakes`.execute(
      db.kysely,
    );
    expect(body.indexedFrom).toBeGreaterThan(0);
    expect(body.totalStaked).toBe(String((1200n + 345n + 67n) * 1_000_000n));
    expect(body.totalStaked).not.toBe(stakes.rows[0]!.n ?? '0');
  });
});
