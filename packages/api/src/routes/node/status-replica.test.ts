import { type Db, openDatabase } from '@poxscan/db';
import { type PostgresCluster, startPostgres } from '@poxscan/test-support/postgres';
import { type PostgresReplica, startReplica } from '@poxscan/test-support/postgres-replica';
import type { FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { Compile } from 'typebox/compile';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StatusResponse } from '../../schemas/status.js';
import { createApiServer } from '../../server.js';
import { BLOCKS, seed } from '../../test/seed.js';

const KEY = 'status-key';
let cluster: PostgresCluster;
let replica: PostgresReplica;
let db: Db;
let app: FastifyInstance;

beforeAll(async () => {
  cluster = await startPostgres();
  const url = await cluster.createDatabase('status_replica');
  const setup = await openDatabase({ url });
  await setup.migrate();
  await seed(setup);
  await setup.close();
  replica = await startReplica(cluster);
  db = await openDatabase({ url, replicaUrl: replica.url('status_replica'), replicaCheckMs: 100 });
  app = await createApiServer({
    db,
    fullnodeUrl: 'http://127.0.0.1:9',
    apiKeys: [KEY],
    runtimeConfig: {
      networkName: 'Yuvi Testnet',
      explorers: { testnet: '', mainnet: '' },
      devnet: true,
      walletSiteUrl: '',
    },
    responseCacheMs: 0,
    logger: pino({ level: 'silent' }),
  });
});
afterAll(async () => {
  await app?.close();
  await db?.close();
  await replica?.remove();
  await cluster?.stop();
});

const get = (url: string) => app.inject({ url, headers: { authorization: `Bearer ${KEY}` } });
const check = Compile(StatusResponse);

async function status() {
  const res = await get('/api/status');
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json();
  expect(check.Check(body), JSON.stringify([...check.Errors(body)].slice(0, 3))).toBe(true);
  return body as StatusResponse;
}

describe('/api/status with a read replica', () => {
  it('reports the replica serving reads, caught up', async () => {
    await expect
      .poll(async () => (await status()).replica)
      .toMatchObject({
        serving: true,
        lagMs: 0,
        lagBytes: 0,
        blocksBehind: 0,
      });
    expect((await status()).latestBlock).toBe(BLOCKS - 1);
  });

  it('answers from the primary, the same data and no error, while the replica is down', async () => {
    const before = (await get('/api/getblocks?page=1&limit=5')).json();
    await replica.stop();
    const during = await get('/api/getblocks?page=1&limit=5');
    expect(during.statusCode).toBe(200);
    expect(during.json()).toEqual(before);
    const down = await status();
    expect(down.latestBlock).toBe(BLOCKS - 1);
    expect(down.replica?.serving).toBe(false);

    await replica.start();
    await expect.poll(async () => (await status()).replica?.serving, { timeout: 10_000 }).toBe(true);
    expect((await get('/api/getblocks?page=1&limit=5')).json()).toEqual(before);
  });
});
