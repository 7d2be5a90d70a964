import type { Db } from '@poxscan/db';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiServerOptions } from '../options.js';
import { stopTestCluster } from '../test/database.js';
import { startRedis } from '../test/redis.js';
import { ADMIN, KEY, seededApi } from '../test/server.js';

const FAILURES = 5;
const plenty = { max: 1_000_000, windowMs: 60_000 };
const limits = { perIp: plenty, perKey: plenty, failedAuth: { max: FAILURES, windowMs: 60_000 } };

const opened: { app: FastifyInstance; db: Db }[] = [];
async function closeOpened() {
  for (const { app, db } of opened.splice(0)) {
    await app.close();
    await db.close();
  }
}
afterAll(async () => {
  await closeOpened();
  await stopTestCluster();
});

/** An API whose warn lines are collected. */
async function api(extra: Partial<ApiServerOptions> = {}) {
  const lines: { level: number; msg: string }[] = [];
  const logger = pino({ level: 'warn' }, { write: (line: string) => lines.push(JSON.parse(line)) });
  const { app, db } = await seededApi({ rateLimit: limits, logger, ...extra });
  opened.push({ app, db });
  return { app, lines };
}

const admin = (token: string, ip = '10.0.0.1'): InjectOptions => ({
  method: 'POST',
  url: '/admin/notifications',
  remoteAddress: ip,
  headers: { authorization: `Bearer ${token}` },
  payload: { message: 'hello' },
});
const data = (key: string, ip = '10.0.0.1'): InjectOptions => ({
  url: '/api/getblocks',
  remoteAddress: ip,
  headers: { authorization: `Bearer ${key}` },
});

function expectBlocked(res: { statusCode: number; headers: Record<string, unknown>; body: string }) {
  expect(res.statusCode, res.body).toBe(429);
  expect(JSON.parse(res.body).error.code).toBe('RATE_LIMITED');
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
}

describe('failed authentications per client IP', () => {
  it('answers wrong admin tokens 401 until too many, then 429 even for the right token', async () => {
    const { app, lines } = await api();
    for (let i = 0; i < FAILURES; i++) {
      expect((await app.inject(admin(`guess-${i}`))).statusCode).toBe(401);
    }
    expectBlocked(await app.inject(admin('guess-last')));
    expectBlocked(await app.inject(admin(ADMIN)));
    // The block is the address's: the data key is refused from it too, another address is served.
    expectBlocked(await app.inject(data(KEY)));
    expect((await app.inject(admin(ADMIN, '10.0.0.2'))).statusCode).toBe(200);
    const warned = lines.filter((l) => l.level === 40 && l.msg.startsWith('failed authentication'));
    expect(warned.length).toBeGreaterThanOrEqual(FAILURES);
  });

  it('counts unknown data keys the same way', async () => {
    const { app } = await api();
    for (let i = 0; i < FAILURES; i++) {
      expect((await app.inject(data(`guess-${i}`, '10.0.1.1'))).statusCode).toBe(401);
    }
    expectBlocked(await app.inject(data('guess-last', '10.0.1.1')));
    expectBlocked(await app.inject(data(KEY, '10.0.1.1')));
    expect((await app.inject(data(KEY, '10.0.1.2'))).statusCode).toBe(200);
  });

  it('does not count requests that send the right key', async () => {
    const { app } = await api();
    for (let i = 0; i < FAILURES * 3; i++) {
      expect((await app.inject(data(KEY, '10.0.2.1'))).statusCode).toBe(200);
    }
  });

  describe('with Redis', () => {
    let redis: Awaited<ReturnType<typeof startRedis>>;
    beforeAll(async () => {
      redis = await startRedis();
    });
    afterAll(async () => {
      await closeOpened();
      await redis?.stop();
    });

    it('shares the count between replicas', async () => {
      const one = await api({ redisUrl: redis.url });
      const two = await api({ redisUrl: redis.url });
      for (let i = 0; i < FAILURES; i++) {
        const replica = i % 2 === 0 ? one.app : two.app;
        expect((await replica.inject(admin(`guess-${i}`, '10.0.3.1'))).statusCode).toBe(401);
      }
      expectBlocked(await one.app.inject(admin('guess-last', '10.0.3.1')));
      expectBlocked(await two.app.inject(admin(ADMIN, '10.0.3.1')));
    });
  });
});
