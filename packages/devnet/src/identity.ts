import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Logger } from 'pino';
import { type GenesisConfig, loadGenesisConfig } from './chain/genesis-config.js';
import { readJsonFile } from './store/snapshot.js';

/** What makes a chain this chain: a restart from its data directory must reuse all of it. */
export interface ChainIdentity {
  seed: number;
  genesisTimestamp: number;
  blockTimeMs: number;
  genesis: GenesisConfig;
}

export interface IdentityOptions {
  dataDir?: string;
  seed?: number;
  blockTimeMs?: number;
  genesisTimestamp?: number;
  genesisFile?: string;
  maintenanceIntervalMs?: number;
  proposalExpireMs?: number;
}

/** The genesis file with the options' overrides applied. */
function genesisOf(options: IdentityOptions): GenesisConfig {
  const genesis = loadGenesisConfig(options.genesisFile);
  const interval = options.maintenanceIntervalMs;
  if (interval !== undefined && (!Number.isSafeInteger(interval) || interval < 1)) {
    throw new RangeError(`maintenanceIntervalMs must be a positive integer, got ${interval}`);
  }
  return {
    ...genesis,
    proposalExpireMs: options.proposalExpireMs ?? genesis.proposalExpireMs,
    parameters:
      interval === undefined
        ? genesis.parameters
        : { ...genesis.parameters, getMaintenanceTimeInterval: interval },
  };
}

/** A chain on disk keeps the identity it was created with, whatever the options say now. */
export function chainIdentity(options: IdentityOptions, logger: Logger): ChainIdentity {
  const blockTimeMs = options.blockTimeMs ?? 3_000;
  const fresh: ChainIdentity = {
    seed: options.seed ?? 1,
    genesisTimestamp: options.genesisTimestamp ?? Math.floor(Date.now() / blockTimeMs) * blockTimeMs,
    blockTimeMs,
    genesis: genesisOf(options),
  };
  if (options.dataDir === undefined) return fresh;
  mkdirSync(options.dataDir, { recursive: true });
  const path = join(options.dataDir, 'devnet.json');
  if (!existsSync(path)) {
    writeFileSync(path, JSON.stringify(fresh));
    return fresh;
  }
  const stored = readJsonFile<Omit<ChainIdentity, 'genesis'> & { genesis?: GenesisConfig }>(path);
  if (!Number.isSafeInteger(stored?.seed) || !Number.isSafeInteger(stored.genesisTimestamp)) {
    throw new Error(`${path} is damaged (no seed or genesis timestamp); the devnet does not start on it`);
  }
  // Chains created before the genesis was kept here ran on the bundled genesis.
  const genesis = stored.genesis ?? genesisOf({ ...options, genesisFile: undefined });
  const asked = [options.genesisFile, options.maintenanceIntervalMs, options.proposalExpireMs].some(
    (o) => o !== undefined,
  );
  if (asked && JSON.stringify(genesis) !== JSON.stringify(fresh.genesis)) {
    logger.warn(
      { dataDir: options.dataDir },
      'the chain on disk keeps its own genesis; genesis options ignored',
    );
  }
  return { ...stored, genesis };
}
