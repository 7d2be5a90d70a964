import type { Db } from '@poxscan/db';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stopTestCluster } from '../../test/database.js';
import { A } from '../../test/seed.js';
import { KEY, seededApi } from '../../test/server.js';

let app: FastifyInstance;
let db: Db;

beforeAll(async () => {
  ({ app, db } = await seededApi({
    rateLimit: { perIp: { max: 1000, windowMs: 60_000 }, perKey: { max: 3, windowMs: 60_000 } },
  }));
});
afterAll(async () => {
  await app?.close();
  await db?.close();
  await stopTestCluster();
});

describe('the key as TRON-PRO-API-KEY', () => {
  it('shares the per-key limit with the bearer header, and answers 429 with Retry-After', async () => {
    const url = `/v1/accounts/${A}/transactions?limit=1`;
    const tron = { 'TRON-PRO-API-KEY': KEY };
    expect((await app.inject({ url, headers: tron })).statusCode).toBe(200);
    expect((await app.inject({ url, headers: { authorization: `Bearer ${KEY}` } })).statusCode).toBe(200);
    expect((await app.inject({ url, headers: tron })).statusCode).toBe(200);
    const over = await app.inject({ url, headers: tron });
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(over.json()).toMatchObject({ success: false, statusCode: 429 });
    const wrong = await app.inject({ url, headers: { 'TRON-PRO-API-KEY': 'not-a-key' } });
    expect(wrong.statusCode).toBe(401);
  });
});
