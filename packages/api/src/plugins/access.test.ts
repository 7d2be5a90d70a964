import { TypeBoxValidatorCompiler } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { Type } from 'typebox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRedis } from '../test/redis.js';
import type { RateLimitRule } from './access.js';
import { accessGuard, KeyRing, registerRateLimitStore } from './access.js';
import { registerErrorHandling } from './errors.js';

async function guardedApp(rules: { perIp: RateLimitRule; perKey: RateLimitRule }, redis?: Redis) {
  const app = Fastify();
  app.setValidatorCompiler(TypeBoxValidatorCompiler);
  registerErrorHandling(app);
  await registerRateLimitStore(app, redis);
  const guard = accessGuard(app, new KeyRing(['alpha', 'beta']), rules);
  await app.register(async (scope) => {
    scope.addHook('onRequest', guard);
    scope.get(
      '/data',
      { schema: { querystring: Type.Object({ page: Type.Optional(Type.Integer({ minimum: 1 })) }) } },
      async (req) => ({ page: (req.query as { page?: number }).page ?? 1 }),
    );
  });
  return app;
}

const wide = { max: 1000, windowMs: 60_000 };
const bearer = (key: string) => ({ authorization: `Bearer ${key}` });

describe('bearer keys', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await guardedApp({ perIp: wide, perKey: wide });
  });
  afterAll(() => app.close());

  it('answers 401 without a key, with an unknown key and with a malformed header', async () => {
    for (const headers of [{}, bearer('gamma'), { authorization: 'Basic alpha' }]) {
      const res = await app.inject({ url: '/data', headers });
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe('UNAUTHORIZED');
      expect(res.headers['www-authenticate']).toMatch(/^Bearer/);
    }
  });

  it('serves a known key and reports its limit', async () => {
    const res = await app.inject({ url: '/data?page=2', headers: bearer('beta') });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ page: 2 });
    expect(res.headers['x-ratelimit-limit']).toBe('1000');
  });

  it('answers a bad parameter with a 400 naming it', async () => {
    const res = await app.inject({ url: '/data?page=zero', headers: bearer('alpha') });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'BAD_PARAMETER', parameter: 'page' });
    expect(res.json().error.message).toContain('page');
  });
});

describe('rate limits', () => {
  it('limits each key on its own, with Retry-After and X-RateLimit-* on the 429', async () => {
    const app = await guardedApp({ perIp: wide, perKey: { max: 3, windowMs: 60_000 } });
    const codes = [];
    for (let i = 0; i < 4; i++)
      codes.push((await app.inject({ url: '/data', headers: bearer('alpha') })).statusCode);
    expect(codes).toEqual([200, 200, 200, 429]);
    const limited = await app.inject({ url: '/data', headers: bearer('alpha') });
    expect(limited.json().error.code).toBe('RATE_LIMITED');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.headers['x-ratelimit-limit']).toBe('3');
    expect(limited.headers['x-ratelimit-remaining']).toBe('0');
    expect(Number(limited.headers['x-ratelimit-reset'])).toBeGreaterThan(0);
    expect((await app.inject({ url: '/data', headers: bearer('beta') })).statusCode).toBe(200);
    await app.close();
  });

  it('limits each IP whatever the key, before checking the key', async () => {
    const app = await guardedApp({ perIp: { max: 2, windowMs: 60_000 }, perKey: wide });
    const a = await app.inject({ url: '/data', headers: bearer('alpha'), remoteAddress: '10.0.0.1' });
    const b = await app.inject({ url: '/data', headers: bearer('beta'), remoteAddress: '10.0.0.1' });
    const c = await app.inject({ url: '/data', headers: bearer('nobody'), remoteAddress: '10.0.0.1' });
    const other = await app.inject({ url: '/data', headers: bearer('alpha'), remoteAddress: '10.0.0.2' });
    expect([a.statusCode, b.statusCode, c.statusCode, other.statusCode]).toEqual([200, 200, 429, 200]);
    await app.close();
  });

  it('shares the counters of several API replicas through Redis', async () => {
    const server = await startRedis();
    const clients = [new Redis(server.url), new Redis(server.url)];
    const rules = { perIp: wide, perKey: { max: 4, windowMs: 60_000 } };
    const replicas = [await guardedApp(rules, clients[0]), await guardedApp(rules, clients[1])];
    const codes = [];
    for (let i = 0; i < 6; i++) {
      codes.push((await replicas[i % 2]!.inject({ url: '/data', headers: bearer('alpha') })).statusCode);
    }
    expect(codes).toEqual([200, 200, 200, 200, 429, 429]);
    for (const r of replicas) await r.close();
    for (const c of clients) c.disconnect();
    await server.stop();
  }, 120_000);

  it('keeps every limit in the process while Redis is down, with no 500 and no wait', async () => {
    const server = await startRedis();
    const client = new Redis(server.url, { enableOfflineQueue: false, maxRetriesPerRequest: 2 });
    client.on('error', () => undefined);
    await new Promise<void>((resolve) => client.once('ready', () => resolve()));
    const app = await guardedApp({ perIp: wide, perKey: { max: 3, windowMs: 60_000 } }, client);
    const shared = await app.inject({ url: '/data', headers: bearer('alpha') });
    expect(shared.statusCode).toBe(200);
    await server.stop();
    await new Promise<void>((resolve) => client.once('close', () => resolve()));
    const codes = [];
    for (let i = 0; i < 5; i++)
      codes.push((await app.inject({ url: '/data', headers: bearer('alpha') })).statusCode);
    // This process counts from zero: three allowed, then 429 as the shared counter would say.
    expect(codes).toEqual([200, 200, 200, 429, 429]);
    await app.close();
    client.disconnect();
  }, 120_000);
});
