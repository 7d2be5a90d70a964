import type { Db } from '@poxscan/db';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stopTestCluster } from '../../test/database.js';
import { txHash } from '../../test/seed-chain.js';
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

const lookup = (hash: string) => call({ method: 'GET', url: `/api/transaction/lookup?hash=${hash}` });

describe('/api/transaction/lookup: a transaction, or null while it is not indexed', () => {
  it('answers an indexed transaction as the detail call does', async () => {
    const detail = await call({ method: 'GET', url: `/api/transaction/detail?hash=${txHash(4)}` });
    const found = await lookup(txHash(4));
    expect(found.statusCode).toBe(200);
    expect(found.json()).toEqual({ transaction: detail.json() });
  });

  it('answers 200 with null, not 404, for a transaction not indexed yet', async () => {
    const waiting = await lookup('ab'.repeat(32));
    expect(waiting.statusCode).toBe(200);
    expect(waiting.json()).toEqual({ transaction: null });
  });

  it('refuses a malformed hash with a 400 naming the parameter', async () => {
    const bad = await lookup('nope');
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('hash');
  });
});
