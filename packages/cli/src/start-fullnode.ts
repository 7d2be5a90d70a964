import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApiServer, type PriceSource } from '@poxscan/api';
import { openDatabase } from '@poxscan/db';
import { type StartBlock, startIndexer } from '@poxscan/indexer';
import type { Logger } from 'pino';
import type { EnvConfig } from './config.js';
import { localApiKey } from './local-api-key.js';
import { Shutdown } from './shutdown.js';

const BUILT_WEB = fileURLToPath(new URL('../../web/dist', import.meta.url));

export interface RemoteExplorerOptions {
  env: EnvConfig;
  logger: Logger;
  stopSignal: Promise<void>;
  /** any java-tron-compatible full node */
  fullnodeUrl: string;
  /** where /walletsolidity/* lives, when not on the full node */
  solidityUrl: string | undefined;
  startBlock: StartBlock | undefined;
  host: string;
  priceSource: PriceSource;
}

/**
 * The whole explorer (indexer, API, web app) on the embedded database, following a remote node
 * instead of a local devnet. A restart resumes where it stopped.
 */
export async function runRemoteExplorer(o: RemoteExplorerOptions): Promise<number> {
  const { env, logger } = o;
  mkdirSync(env.dataDir, { recursive: true });
  const shutdown = new Shutdown(logger);
  try {
    const db = await openDatabase({
      dataDir: join(env.dataDir, 'db'),
      logger: logger.child({ component: 'db' }),
    });
    shutdown.add('database', () => db.close());
    await db.migrate();

    const indexer = await startIndexer({
      db,
      fullnodeUrl: o.fullnodeUrl,
      ...(o.solidityUrl ? { solidityUrl: o.solidityUrl } : {}),
      ...(o.startBlock === undefined ? {} : { startBlock: o.startBlock }),
      logger: logger.child({ component: 'indexer' }),
    });
    shutdown.add('indexer', () => indexer.stop());

    const publicApiKey = env.apiKeys[0] ?? localApiKey(env.dataDir);
    const webDistDir = existsSync(join(BUILT_WEB, 'index.html')) ? BUILT_WEB : undefined;
    if (webDistDir === undefined)
      logger.warn('the web app is not built (npm run build): serving the API only');
    const baseUrl = `http://localhost:${env.port}`;
    const app = await createApiServer({
      db,
      fullnodeUrl: o.fullnodeUrl,
      ...(o.solidityUrl ? { solidityUrl: o.solidityUrl } : {}),
      apiKeys: env.apiKeys.length > 0 ? env.apiKeys : [publicApiKey],
      publicApiKey,
      ...(env.adminToken ? { adminToken: env.adminToken } : {}),
      ...(webDistDir ? { webDistDir } : {}),
      priceSource: o.priceSource,
      runtimeConfig: {
        networkName: 'Yuvi Testnet',
        explorers: { testnet: baseUrl, mainnet: '' },
        devnet: false,
        walletSiteUrl: '',
      },
      logger: logger.child({ component: 'api' }),
    });
    shutdown.add('API', () => app.close());
    await app.listen({ port: env.port, host: o.host });
    logger.info(
      { url: baseUrl, fullnode: o.fullnodeUrl, dataDir: env.dataDir },
      `PoxScan is running at ${baseUrl}, following ${o.fullnodeUrl}`,
    );
    await o.stopSignal;
    logger.info('stopping');
    return 0;
  } finally {
    await shutdown.run();
  }
}

function nodeUrl(name: string, text: string): string {
  let parsed: URL | undefined;
  try {
    parsed = new URL(text);
  } catch {
    parsed = undefined;
  }
  if (parsed === undefined || (parsed.protocol !== 'http:' && parsed.protocol !== 'https:'))
    throw new Error(`--${name} must be an http(s) URL of a java-tron-compatible node, got '${text}'`);
  return text.replace(/\/+$/, '');
}

/** The node options of `poxscan start`; undefined without --fullnode (then the local devnet runs). */
export function remoteNodeOptions(values: {
  fullnode?: string | undefined;
  solidity?: string | undefined;
  'from-block'?: string | undefined;
}): { fullnodeUrl: string; solidityUrl: string | undefined; fromBlock: string | undefined } | undefined {
  if (values.fullnode === undefined) {
    if (values.solidity !== undefined || values['from-block'] !== undefined)
      throw new Error('--solidity and --from-block need --fullnode (the local devnet starts at genesis)');
    return undefined;
  }
  return {
    fullnodeUrl: nodeUrl('fullnode', values.fullnode),
    solidityUrl: values.solidity === undefined ? undefined : nodeUrl('solidity', values.solidity),
    fromBlock: values['from-block'],
  };
}
