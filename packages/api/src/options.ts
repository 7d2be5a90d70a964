import type { Logger } from 'pino';
import type { Db } from './db/api-db.js';
import type { RateLimitRule } from './plugins/access.js';
import type { PriceSource } from './price/source.js';
import type { VerificationSettings } from './routes/verification/index.js';
import type { ServiceName } from './schemas/config.js';

export type { ServiceName };
export const ALL_SERVICES: readonly ServiceName[] = ['node', 'governance', 'fullnode'];

/** What the web app is told at boot; API base URLs default to the same origin. */
export interface RuntimeConfigOptions {
  networkName: string;
  explorers: { testnet: string; mainnet: string };
  devnet: boolean;
  walletSiteUrl: string;
  /** Seed of a local devnet's test keys, so the web app's built-in devnet wallet derives the same keys. */
  devnetSeed?: number;
  apiBaseUrls?: Partial<Record<ServiceName, string>>;
}

export interface ApiServerOptions {
  db: Db;
  /** java-tron-compatible full node for the proxy (`/wallet/*`). */
  fullnodeUrl: string;
  /** Solidity node for `/walletsolidity/*`; defaults to the full node. */
  solidityUrl?: string;
  services?: ServiceName[];
  /** Accepted bearer keys; the public key (if any) is accepted too. */
  apiKeys: string[];
  /** The key handed to the web app in `/config.json`. */
  publicApiKey?: string;
  /** Bearer token of the admin writes; without it, admin routes answer 404. */
  adminToken?: string;
  /** Shared rate-limit store; in-memory without it. */
  redisUrl?: string;
  /** Built web app to serve, with SPA fallback. */
  webDistDir?: string;
  runtimeConfig: RuntimeConfigOptions;
  priceSource?: PriceSource;
  logger: Logger;
  rateLimit?: {
    perKey?: RateLimitRule;
    perIp?: RateLimitRule;
    fullnode?: RateLimitRule;
    /** `POST /support/create` per client IP (default 3 every 10 minutes). */
    support?: RateLimitRule;
    /** Failed authentications (unknown key, wrong admin token) per client IP (default 30 every 10 minutes). */
    failedAuth?: RateLimitRule;
  };
  /** Web origins allowed by CORS; none means same-origin only. */
  corsOrigins?: string[];
  /** Trust X-Forwarded-For from a reverse proxy (Fastify trustProxy). */
  trustProxy?: boolean | string | string[];
  /** How long an identical data request may reuse an answer (ms; 0 = never). Default 1000. */
  responseCacheMs?: number;
  /** Largest request body the full-node proxy forwards, in bytes. */
  fullnodeBodyLimit?: number;
  /** Contract verification: compile queue, time limit, submit rate. */
  verification?: VerificationSettings;
}
