import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { NETWORK_NAME } from '@poxscan/devnet';
import { announce } from '../banner.js';
import { startDevnetThread } from '../devnet-process.js';
import { startExplorerStack } from '../explorer-stack.js';
import { fromBlockOption } from '../from-block.js';
import { poxTestnetPrice } from '../pox-testnet-price.js';
import { loadPriceSeries } from '../price-series.js';
import { Shutdown } from '../shutdown.js';
import { remoteNodeOptions, runRemoteExplorer } from '../start-fullnode.js';
import type { Command } from './types.js';

const USAGE = `Usage: poxscan start [--traffic off|low|high] [--block-time-ms 3000] [--seed N] [--test-hooks]
                     [--host 127.0.0.1] [--price-series FILE]
       poxscan start --fullnode URL [--solidity URL] [--from-block N|latest|solidified]
                     [--host 127.0.0.1] [--price-series FILE]

Runs the whole explorer in one process: a local POX devnet, the indexer, the API and the built web app,
on the embedded database under POXSCAN_DATA_DIR (./.poxscan). A restart resumes where it stopped.
  --traffic        simulated users on the devnet (default low), so every screen has data
  --block-time-ms  devnet slot time (default 3000)
  --seed           seed of the devnet's keys and traffic (default 1; a chain on disk keeps its own)
  --test-hooks     enable the devnet's /devnet/* test hooks (fast-forward, fork, SR outage)
  --host           interface the web app, API and devnet listen on (default 127.0.0.1)
  --price-series   JSON file of recorded testnet prices [{ "time": ms, "usd": n }, …]
                   (default: the POX testnet's configured reference price, labelled testnet)
  --fullnode       follow this java-tron-compatible node instead of running a devnet
  --solidity       where the node's /walletsolidity/* lives (default: the full node)
  --from-block     where a new database starts with --fullnode (default 0; FROM_BLOCK): a block
                   number, the node's head (latest) or its latest solidified block

Environment: PORT (8080), DEVNET_PORT (8090), POXSCAN_DATA_DIR, API_KEYS, ADMIN_TOKEN, LOG_LEVEL.`;

const _BUILT_WEB = fileURLToPath(new URL('../../../web/dist', import.meta.url));

function positiveInteger(name: string, text: string): number {
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1)
    throw new Error(`--${name} must be a positive integer, got '${text}'`);
  return value;
}

function trafficLevel(text: string): 'off' | 'low' | 'high' {
  if (text === 'off' || text === 'low' || text === 'high') return text;
  throw new Error(`--traffic must be off, low or high, got '${text}'`);
}

export const command: Command = {
  name: 'start',
  summary: 'run the whole explorer: devnet, indexer, API and web app in one process',
  usage: USAGE,
  async run(argv, { env, logger, stopSignal }) {
    const { values } = parseArgs({
      args: argv,
      options: {
        traffic: { type: 'string', default: 'low' },
        'block-time-ms': { type: 'string', default: '3000' },
        seed: { type: 'string', default: '1' },
        'test-hooks': { type: 'boolean', default: false },
        host: { type: 'string', default: '127.0.0.1' },
        'price-series': { type: 'string' },
        fullnode: { type: 'string' },
        solidity: { type: 'string' },
        'from-block': { type: 'string' },
      },
      strict: true,
    });
    const traffic = trafficLevel(values.traffic);
    const blockTimeMs = positiveInteger('block-time-ms', values['block-time-ms']);
    const seed = positiveInteger('seed', values.seed);
    const priceSource = values['price-series'] ? loadPriceSeries(values['price-series']) : poxTestnetPrice();
    const remote = remoteNodeOptions(values);
    if (remote !== undefined) {
      const startBlock = fromBlockOption(remote.fromBlock, env.fromBlock);
      return runRemoteExplorer({
        env,
        logger,
        stopSignal,
        ...remote,
        startBlock,
        host: values.host,
        priceSource,
      });
    }
    mkdirSync(env.dataDir, { recursive: true });

    const shutdown = new Shutdown(logger);
    try {
      const devnet = await startDevnetThread({
        port: env.devnetPort,
        host: values.host,
        dataDir: join(env.dataDir, 'devnet'),
        blockTimeMs,
        traffic,
        seed,
        testHooks: values['test-hooks'],
        logger: logger.child({ component: 'devnet' }),
      });
      shutdown.add('devnet', () => devnet.stop());

      const baseUrl = await startExplorerStack({
        env,
        logger,
        shutdown,
        host: values.host,
        fullnodeUrl: devnet.url,
        priceSource,
        networkName: NETWORK_NAME,
        devnetSeed: devnet.seed,
      });
      announce({ url: baseUrl, devnet: devnet.url, dataDir: resolve(env.dataDir) }, logger);

      await stopSignal;
      logger.info('stopping');
      return 0;
    } finally {
      await shutdown.run();
    }
  },
};
