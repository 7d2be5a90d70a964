import type { Db } from '@poxscan/db';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { pino } from 'pino';
import type { ApiServerOptions } from '../options.js';
import { createApiServer } from '../server.js';
import { createTestDatabase } from './database.js';
import { seed } from './seed.js';

export const KEY = 'test-key';
export const ADMIN = 'admin-token';

/** A seeded database and an API on it (not listening: tests inject). */
export async function seededApi(
  extra: Partial<ApiServerOptions> = {},
  t0?: number,
): Promise<{
  app: FastifyInstance;
  db: Db;
  call: (opts: InjectOptions) => Promise<LightMyRequestResponse>;
}> {
  const { db } = await createTestDatabase();
  await seed(db, t0);
  return apiOn(db, extra);
}

/** An API (not listening: tests inject) on a database the test has already filled. */
export async function apiOn(
  db: Db,
  extra: Partial<ApiServerOptions> = {},
): Promise<{
  app: FastifyInstance;
  db: Db;
  call: (opts: InjectOptions) => Promise<LightMyRequestResponse>;
}> {
  const app = await createApiServer({
    db,
    fullnodeUrl: 'http://127.0.0.1:9',
    apiKeys: [KEY],
    adminToken: ADMIN,
    runtimeConfig: {
      networkName: 'Yuvi Testnet',
      explorers: { testnet: 'https://testnet.example', mainnet: 'https://mainnet.example' },
      devnet: true,
      walletSiteUrl: 'https://wallet.example',
    },
    rateLimit: { perIp: { max: 100_000, windowMs: 60_000 }, perKey: { max: 100_000, windowMs: 60_000 } },
    logger: pino({ level: 'silent' }),
    ...extra,
  });
  const call = (opts: InjectOptions) =>
    app.inject({ ...opts, headers: { authorization: `Bearer ${KEY}`, ...(opts.headers ?? {}) } });
  return { app, db, call };
}
