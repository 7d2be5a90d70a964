import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { stopTestCluster } from '../test/database.js';
import { KEY, seededApi } from '../test/server.js';

const PROXY = '10.0.0.9';
const perIp = { max: 2, windowMs: 60_000 };
const perKey = { max: 1000, windowMs: 60_000 };
const apps: FastifyInstance[] = [];

async function api(trustProxy?: string) {
  const { app, db } = await seededApi({
    rateLimit: { perIp, perKey },
    ...(trustProxy ? { trustProxy } : {}),
  });
  apps.push(app);
  app.addHook('onClose', () => db.close());
  return (remoteAddress: string, forwardedFor: string) =>
    app
      .inject({
        url: '/api/status',
        remoteAddress,
        headers: { authorization: `Bearer ${KEY}`, 'x-forwarded-for': forwardedFor },
      })
      .then((res) => res.statusCode);
}

afterAll(async () => {
  for (const app of apps) await app.close();
  await stopTestCluster();
});

describe('per-IP rate limit behind a reverse proxy', () => {
  it('limits each client the trusted proxy forwards for, not the proxy as a whole', async () => {
    const request = await api(PROXY);
    const first = [];
    for (let i = 0; i < 3; i++) first.push(await request(PROXY, '203.0.113.1'));
    expect(first).toEqual([200, 200, 429]);
    expect(await request(PROXY, '203.0.113.2')).toBe(200);
  });

  it('ignores X-Forwarded-For from anyone but the trusted proxy, so a client cannot dodge its limit', async () => {
    const request = await api(PROXY);
    const direct = [];
    for (const spoofed of ['203.0.113.3', '203.0.113.4', '203.0.113.5'])
      direct.push(await request('198.51.100.7', spoofed));
    expect(direct).toEqual([200, 200, 429]);
  });

  it('without a trusted proxy, every forwarded client counts as the proxy', async () => {
    const request = await api();
    const codes = [];
    for (const client of ['203.0.113.6', '203.0.113.7', '203.0.113.8'])
      codes.push(await request(PROXY, client));
    expect(codes).toEqual([200, 200, 429]);
  });
});
