import type { AddressInfo } from 'node:net';
import { type Logger, pino } from 'pino';
import { Chain } from './chain/chain.js';
import { genesisKeys } from './chain/genesis.js';
import { BlockProducer } from './chain/producer.js';
import { createHooks, type DevnetHooks } from './hooks.js';
import { accountRoutes } from './http/routes-accounts.js';
import { blockRoutes } from './http/routes-blocks.js';
import { broadcastRoutes } from './http/routes-broadcast.js';
import { builderRoutes } from './http/routes-build.js';
import { contractRoutes } from './http/routes-contracts.js';
import { governanceRoutes } from './http/routes-governance.js';
import { hookRoutes } from './http/routes-hooks.js';
import { createApiServer } from './http/server.js';
import { chainIdentity } from './identity.js';
import type { DevnetKeys } from './keys.js';
import { MemoryBlockStore } from './store/block-store.js';
import { FileBlockStore } from './store/file-block-store.js';
import { createTraffic, type TrafficLevel } from './traffic/traffic.js';

export interface DevnetOptions {
  port: number;
  host?: string;
  /** undefined = in memory */
  dataDir?: string;
  blockTimeMs?: number;
  traffic?: TrafficLevel;
  seed?: number;
  /** A genesis file in genesis.json's format; default: the bundled genesis.json. */
  genesisFile?: string;
  /** Overrides the genesis maintenance interval (getMaintenanceTimeInterval). */
  maintenanceIntervalMs?: number;
  testHooks?: boolean;
  logger?: Logger;
  /** false = blocks only through hooks (deterministic tests) */
  produceBlocks?: boolean;
  /** How long proposals stay open (java-tron's committee.proposalExpireTime); default from the genesis config. */
  proposalExpireMs?: number;
  /** Timestamp of block 0 for a new chain; default: now, aligned to the block time. */
  genesisTimestamp?: number;
}

export interface Devnet {
  url: string;
  /** The seed of the chain's keys: the option, or the one a chain on disk was created with. */
  seed: number;
  keys: DevnetKeys;
  hooks: DevnetHooks;
  chain: Chain;
  stop(): Promise<void>;
}

export async function startDevnet(options: DevnetOptions): Promise<Devnet> {
  const logger = options.logger ?? pino({ level: 'silent' });
  const { seed, genesisTimestamp, blockTimeMs, genesis: config } = chainIdentity(options, logger);
  const keys = genesisKeys(config, seed);
  const traffic = createTraffic(options.traffic ?? 'off', keys, seed, logger);
  const store = options.dataDir === undefined ? new MemoryBlockStore() : new FileBlockStore(options.dataDir);
  if (store instanceof FileBlockStore && store.cut !== undefined) {
    const { byte, bytes, block } = store.cut;
    logger.warn(
      { file: store.path, byte, bytes, lostBlock: block },
      `${store.path} ended in a torn line (a crash mid-write): cut at byte ${byte}, block ${block} is lost`,
    );
  }
  const chain = await Chain.open({
    config,
    keys,
    store,
    dataDir: options.dataDir,
    blockTimeMs,
    genesisTimestamp,
    logger,
  });
  const hooks = createHooks(chain, traffic);
  const info = () => ({
    networkName: config.networkName,
    seed,
    genesisBlockId: chain.genesisBlock.blockID,
    headNumber: chain.headNumber,
    solidifiedNumber: chain.solidifiedNumber,
  });
  const routes = [
    ...blockRoutes(chain),
    ...accountRoutes(chain),
    ...governanceRoutes(chain),
    ...builderRoutes(chain),
    ...contractRoutes(chain),
    ...broadcastRoutes(chain),
    ...(options.testHooks ? hookRoutes(hooks, info) : []),
  ];
  const server = createApiServer(routes, logger);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const producer = options.produceBlocks === false ? undefined : new BlockProducer(chain, traffic, logger);
  producer?.start();
  logger.info({ port, head: chain.headNumber, dataDir: options.dataDir }, 'devnet started');

  let stopped: Promise<void> | undefined;
  return {
    url: `http://127.0.0.1:${port}`,
    seed,
    keys,
    hooks,
    chain,
    stop() {
      stopped ??= (async () => {
        await producer?.stop();
        await new Promise<void>((resolve) => server.close(() => resolve()));
        await chain.close();
        store.close();
        logger.info({ head: chain.headNumber }, 'devnet stopped');
      })();
      return stopped;
    },
  };
}
