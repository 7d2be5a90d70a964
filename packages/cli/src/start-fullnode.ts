import type { PriceSource } from '@poxscan/api';
import { NETWORK_NAME } from '@poxscan/devnet';
import type { StartBlock } from '@poxscan/indexer';
import type { Logger } from 'pino';
import type { EnvConfig } from './config.js';
import { startExplorerStack } from './explorer-stack.js';
import { Shutdown } from './shutdown.js';

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
  const shutdown = new Shutdown(logger);
  try {
    const baseUrl = await startExplorerStack({
      env,
      logger,
      shutdown,
      host: o.host,
      fullnodeUrl: o.fullnodeUrl,
      solidityUrl: o.solidityUrl,
      startBlock: o.startBlock,
      priceSource: o.priceSource,
      networkName: NETWORK_NAME,
    });
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
