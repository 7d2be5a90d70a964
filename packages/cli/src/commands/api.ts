import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { ALL_SERVICES, createApiServer, httpPriceSource, type ServiceName } from '@poxscan/api';
import { openDatabase } from '@poxscan/db';
import { rateLimitOf } from '../config.js';
import type { Command } from './types.js';

const USAGE = `Usage: poxscan api [--services node,governance,fullnode] [--host 0.0.0.0] [--web-dist DIR]
                   [--cors-origin URL]... [--price-feed URL] [--trust-proxy ADDRS]

Serves the API (and the built web app when there is one) on PORT (8080).
  --services      the route groups to serve (default: all three), so they can scale apart
  --host          interface to listen on (default 0.0.0.0)
  --web-dist DIR  built web app to serve with /config.json (default: packages/web/dist when built)
  --cors-origin   a web origin allowed to call the API from another site (repeatable)
  --price-feed    price feed answering { "prices": [[ms, usd], …] } for ?days=N (default: no price)
  --testnet-explorer, --mainnet-explorer, --wallet-site  links the web app shows
  --trust-proxy   addresses or CIDRs of your reverse proxies, comma-separated: their X-Forwarded-For
                  names the client, so per-IP limits see real clients; nobody else's is believed

Environment: DATABASE_URL (required), DATABASE_REPLICA_URL, FULLNODE_URL, SOLIDITY_URL, REDIS_URL,
API_KEYS (the first one is the web app's public key), ADMIN_TOKEN, PORT.`;

const BUILT_WEB = fileURLToPath(new URL('../../../web/dist', import.meta.url));

export function parseServices(text: string | undefined): ServiceName[] {
  if (text === undefined) return [...ALL_SERVICES];
  const names = text.split(',').map((s) => s.trim());
  for (const name of names) {
    if (!(ALL_SERVICES as readonly string[]).includes(name)) {
      throw new Error(`--services: unknown service '${name}' (choose from ${ALL_SERVICES.join(', ')})`);
    }
  }
  return names as ServiceName[];
}

export const command: Command = {
  name: 'api',
  summary: 'serve the API: node service, governance service and full-node proxy',
  usage: USAGE,
  async run(argv, { env, logger, stopSignal }) {
    const { values } = parseArgs({
      args: argv,
      options: {
        services: { type: 'string' },
        host: { type: 'string', default: '0.0.0.0' },
        'web-dist': { type: 'string' },
        'cors-origin': { type: 'string', multiple: true, default: [] },
        'price-feed': { type: 'string' },
        'testnet-explorer': { type: 'string', default: '' },
        'mainnet-explorer': { type: 'string', default: '' },
        'wallet-site': { type: 'string', default: '' },
        'trust-proxy': { type: 'string' },
      },
      strict: true,
    });
    if (env.databaseUrl === undefined) {
      logger.error(
        'DATABASE_URL is required for `poxscan api` (use `poxscan start` for the embedded database)',
      );
      return 2;
    }
    if (env.apiKeys.length === 0) logger.warn('API_KEYS is empty: every data call will answer 401');
    const services = parseServices(values.services);
    const db = await openDatabase({
      url: env.databaseUrl,
      ...(env.databaseReplicaUrl ? { replicaUrl: env.databaseReplicaUrl } : {}),
      logger,
    });
    await db.migrate();
    const webDistDir = values['web-dist'] ?? (existsSync(BUILT_WEB) ? BUILT_WEB : undefined);
    const app = await createApiServer({
      db,
      fullnodeUrl: env.fullnodeUrl ?? `http://127.0.0.1:${env.devnetPort}`,
      ...(env.solidityUrl ? { solidityUrl: env.solidityUrl } : {}),
      services,
      apiKeys: env.apiKeys,
      rateLimit: rateLimitOf(env),
      ...(env.apiKeys[0] ? { publicApiKey: env.apiKeys[0] } : {}),
      ...(env.adminToken ? { adminToken: env.adminToken } : {}),
      ...(env.redisUrl ? { redisUrl: env.redisUrl } : {}),
      ...(webDistDir ? { webDistDir } : {}),
      ...(values['price-feed'] ? { priceSource: httpPriceSource({ url: values['price-feed'] }) } : {}),
      corsOrigins: values['cors-origin'],
      ...(values['trust-proxy'] ? { trustProxy: values['trust-proxy'] } : {}),
      runtimeConfig: {
        networkName: 'Yuvi Testnet',
        explorers: { testnet: values['testnet-explorer'], mainnet: values['mainnet-explorer'] },
        devnet: false,
        walletSiteUrl: values['wallet-site'],
      },
      logger,
    });
    try {
      await app.listen({ port: env.port, host: values.host });
      logger.info({ port: env.port, services }, 'API listening');
      await stopSignal;
      logger.info('stopping');
      return 0;
    } finally {
      await app.close();
      await db.close();
    }
  },
};
