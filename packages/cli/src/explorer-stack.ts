import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApiServer, type PriceSource } from '@poxscan/api';
import { openDatabase } from '@poxscan/db';
import { type StartBlock, startIndexer } from '@poxscan/indexer';
import type { Logger } from 'pino';
import { type EnvConfig, rateLimitOf } from './config.js';
import { localApiKey } from './local-api-key.js';
import type { Shutdown } from './shutdown.js';

const BUILT_WEB = fileURLToPath(new URL('../../web/dist', import.meta.url));

export interface ExplorerStackOptions {
  env: EnvConfig;
  logger: Logger;
  shutdown: Shutdown;
  host: string;
  /** the node the indexer follows and the full-node proxy forwards to */
  fullnodeUrl: string;
  solidityUrl?: string | undefined;
  startBlock?: StartBlock | undefined;
  priceSource: PriceSource;
  networkName: string;
  /** set when the node is the built-in devnet, so the web app offers its test wallet */
  devnetSeed?: number;
}

/** At most this long before the banner, for the indexer's first catch-up. */
const READY_WAIT_MS = 5_000;

/**
 * The embedded database, the indexer and the API with the built web app, each registered with
 * `shutdown`, whatever node they follow. Resolves with the explorer's URL once it listens and the indexer
 * has caught up with its node once (or after READY_WAIT_MS).
 */
export async function startExplorerStack(o: ExplorerStackOptions): Promise<string> {
  const { env, logger, shutdown } = o;
  mkdirSync(env.dataDir, { recursive: true });
  const db = await openDatabase({
    dataDir: join(env.dataDir, 'db'),
    logger: logger.child({ component: 'db' }),
  });
  shutdown.add('database', () => db.close());
  await db.migrate();

  const solidity = o.solidityUrl ? { solidityUrl: o.solidityUrl } : {};
  const indexer = await startIndexer({
    db,
    fullnodeUrl: o.fullnodeUrl,
    ...solidity,
    ...(o.startBlock === undefined ? {} : { startBlock: o.startBlock }),
    logger: logger.child({ component: 'indexer' }),
  });
  shutdown.add('indexer', () => indexer.stop());

  const publicApiKey = env.apiKeys[0] ?? localApiKey(env.dataDir);
  const webDistDir = existsSync(join(BUILT_WEB, 'index.html')) ? BUILT_WEB : undefined;
  if (webDistDir === undefined) logger.warn('the web app is not built (npm run build): serving the API only');
  const baseUrl = `http://localhost:${env.port}`;
  const app = await createApiServer({
    db,
    fullnodeUrl: o.fullnodeUrl,
    ...solidity,
    apiKeys: env.apiKeys.length > 0 ? env.apiKeys : [publicApiKey],
    publicApiKey,
    rateLimit: rateLimitOf(env),
    ...(env.adminToken ? { adminToken: env.adminToken } : {}),
    ...(webDistDir ? { webDistDir } : {}),
    priceSource: o.priceSource,
    runtimeConfig: {
      networkName: o.networkName,
      explorers: { testnet: baseUrl, mainnet: '' },
      devnet: o.devnetSeed !== undefined,
      ...(o.devnetSeed === undefined ? {} : { devnetSeed: o.devnetSeed }),
      walletSiteUrl: '',
    },
    logger: logger.child({ component: 'api' }),
  });
  shutdown.add('API', () => app.close());
  await app.listen({ port: env.port, host: o.host });
  // The embedded database serves one statement at a time, so a visitor who comes while the indexer
  // reads the chain and the network for the first time queues behind it (a second and more on a busy
  // machine). The banner waits for that first catch-up, or READY_WAIT_MS behind a node far ahead.
  await indexer.settled(AbortSignal.timeout(READY_WAIT_MS)).catch(() => {});
  return baseUrl;
}
