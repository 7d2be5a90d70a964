import { resolve } from 'node:path';
import { parseStartBlock, type StartBlock } from '@poxscan/indexer';

/** Everything PoxScan reads from the environment, in one place. Commands take their options from here. */
export interface EnvConfig {
  port: number;
  devnetPort: number;
  dataDir: string;
  databaseUrl: string | undefined;
  databaseReplicaUrl: string | undefined;
  fullnodeUrl: string | undefined;
  solidityUrl: string | undefined;
  /** FROM_BLOCK: where the indexer starts on an empty database (N, latest or solidified) */
  fromBlock: StartBlock | undefined;
  redisUrl: string | undefined;
  apiKeys: string[];
  adminToken: string | undefined;
  logLevel: string;
  /** RATE_LIMIT_PER_IP / RATE_LIMIT_PER_KEY: data requests a minute (the API's defaults when unset) */
  rateLimit: { perIp?: number; perKey?: number };
}

export class ConfigError extends Error {}

function port(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > 65_535)
    throw new ConfigError(`${name} must be a TCP port (1-65535), got '${value}'`);
  return n;
}

function url(name: string, value: string | undefined, protocols: string[]): string | undefined {
  if (value === undefined || value === '') return undefined;
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    throw new ConfigError(`${name} is not a valid URL: '${value}'`);
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new ConfigError(`${name} must use ${protocols.join(' or ')}, got '${parsed.protocol}'`);
  }
  return value.replace(/\/+$/, '');
}

function perMinute(name: string, value: string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > 1_000_000)
    throw new ConfigError(`${name} must be requests a minute (1-1000000), got '${value}'`);
  return n;
}

function fromBlock(name: string, value: string | undefined): StartBlock | undefined {
  if (value === undefined || value === '') return undefined;
  try {
    return parseStartBlock(value);
  } catch (error) {
    throw new ConfigError(`${name}: ${(error as Error).message}`);
  }
}

export function readEnv(env: NodeJS.ProcessEnv = process.env): EnvConfig {
  return {
    port: port('PORT', env.PORT, 8080),
    devnetPort: port('DEVNET_PORT', env.DEVNET_PORT, 8090),
    dataDir: resolve(env.POXSCAN_DATA_DIR || '.poxscan'),
    databaseUrl: url('DATABASE_URL', env.DATABASE_URL, ['postgres:', 'postgresql:']),
    databaseReplicaUrl: url('DATABASE_REPLICA_URL', env.DATABASE_REPLICA_URL, ['postgres:', 'postgresql:']),
    fullnodeUrl: url('FULLNODE_URL', env.FULLNODE_URL, ['http:', 'https:']),
    solidityUrl: url('SOLIDITY_URL', env.SOLIDITY_URL, ['http:', 'https:']),
    fromBlock: fromBlock('FROM_BLOCK', env.FROM_BLOCK),
    redisUrl: url('REDIS_URL', env.REDIS_URL, ['redis:', 'rediss:']),
    apiKeys: (env.API_KEYS ?? '')
      .split(',')
      .map((k) => k.trim())
      .filter((k) => k !== ''),
    adminToken: env.ADMIN_TOKEN || undefined,
    logLevel: env.LOG_LEVEL || 'info',
    rateLimit: {
      perIp: perMinute('RATE_LIMIT_PER_IP', env.RATE_LIMIT_PER_IP),
      perKey: perMinute('RATE_LIMIT_PER_KEY', env.RATE_LIMIT_PER_KEY),
    },
  };
}

/** The API's per-IP and per-key limits of the environment, as createApiServer takes them. */
export function rateLimitOf({ rateLimit: { perIp, perKey } }: EnvConfig) {
  return {
    ...(perIp === undefined ? {} : { perIp: { max: perIp, windowMs: 60_000 } }),
    ...(perKey === undefined ? {} : { perKey: { max: perKey, windowMs: 60_000 } }),
  };
}
