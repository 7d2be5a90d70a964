import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, LogController } from 'fastify';
import { Redis } from 'ioredis';
import { EVENTS_CHANNEL, LiveHub } from './live/hub.js';
import { refreshedKinds } from './live/network-refresh.js';
import { ALL_SERVICES, type ApiServerOptions } from './options.js';
import { accessGuard, KeyRing, type RateLimitRule, registerRateLimitStore } from './plugins/access.js';
import { AuthFailures } from './plugins/auth-failures.js';
import { registerErrorHandling, sendFrameworkError } from './plugins/errors.js';
import { registerOpenApi } from './plugins/openapi.js';
import { registerRequestLog } from './plugins/request-log.js';
import { ResponseCache, useResponseCache } from './plugins/response-cache.js';
import { registerSecurity } from './plugins/security.js';
import { refuseUnstorableText } from './plugins/text-values.js';
import { validatorCompiler } from './plugins/validation.js';
import { registerWeb } from './plugins/web.js';
import { Aggregates } from './queries/aggregates.js';
import { StakingTotalsSnapshot } from './queries/staking-totals.js';
import { adminRoutes } from './routes/admin/index.js';
import { dataRoutes } from './routes/data/index.js';
import { fullnodeRoutes } from './routes/fullnode/proxy.js';
import { governanceRoutes } from './routes/governance/index.js';
import { nodeRoutes } from './routes/node/index.js';
import { tronGridRoutes } from './routes/trongrid/index.js';
import { verificationRoutes } from './routes/verification/index.js';
import type { RuntimeConfig } from './schemas/config.js';
import { NodeStatusSource } from './upstream/node-status.js';

const DEFAULT_PER_KEY: RateLimitRule = { max: 600, windowMs: 60_000 };
const DEFAULT_PER_IP: RateLimitRule = { max: 300, windowMs: 60_000 };
const DEFAULT_FULLNODE: RateLimitRule = { max: 120, windowMs: 60_000 };
const DEFAULT_FAILED_AUTH: RateLimitRule = { max: 30, windowMs: 600_000 };

function originOf(url: string | undefined): string[] {
  if (url === undefined || url === '') return [];
  try {
    return [new URL(url).origin];
  } catch {
    return [];
  }
}

/** The routes see request parts and replies typed by their schemas. */
const typed = (scope: FastifyInstance) => scope.withTypeProvider<TypeBoxTypeProvider>();

/** Builds the API (not listening: the caller calls `.listen`). Closing it closes Redis and the live hub. */
export async function createApiServer(opts: ApiServerOptions): Promise<FastifyInstance> {
  const services = new Set(opts.services ?? ALL_SERVICES);
  const app = Fastify({
    loggerInstance: opts.logger as FastifyBaseLogger,
    trustProxy: opts.trustProxy ?? false,
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 64 * 1024,
    // Longer path parameters than Fastify's 100 reach their route, whose schema names them.
    routerOptions: { maxParamLength: 1000 },
    frameworkErrors: sendFrameworkError,
  });
  app.setValidatorCompiler(validatorCompiler);
  registerErrorHandling(app);
  refuseUnstorableText(app);
  registerRequestLog(app);

  // Without an offline queue a command fails at once while Redis is away, and the limits fall back
  // to this process's counters (plugins/fallback-store.ts, which logs the outage once).
  const redis = opts.redisUrl
    ? new Redis(opts.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2, enableOfflineQueue: false })
    : undefined;
  redis?.on('error', () => undefined);
  const bases = opts.runtimeConfig.apiBaseUrls ?? {};
  const runtimeConfig: RuntimeConfig = {
    networkName: opts.runtimeConfig.networkName,
    api: { node: bases.node ?? '', governance: bases.governance ?? '', fullnode: bases.fullnode ?? '' },
    apiKey: opts.publicApiKey ?? '',
    explorers: opts.runtimeConfig.explorers,
    devnet: opts.runtimeConfig.devnet,
    walletSiteUrl: opts.runtimeConfig.walletSiteUrl,
    ...(opts.runtimeConfig.devnetSeed === undefined ? {} : { devnetSeed: opts.runtimeConfig.devnetSeed }),
  };
  await registerSecurity(app, {
    corsOrigins: opts.corsOrigins ?? [],
    apiOrigins: [...originOf(bases.node), ...originOf(bases.governance), ...originOf(bases.fullnode)],
  });
  await registerRateLimitStore(app, redis);
  await registerOpenApi(app);
  await registerWeb(app, { runtimeConfig, ...(opts.webDistDir ? { webDistDir: opts.webDistDir } : {}) });

  const keys = new KeyRing([...opts.apiKeys, ...(opts.publicApiKey ? [opts.publicApiKey] : [])]);
  const perIp = opts.rateLimit?.perIp ?? DEFAULT_PER_IP;
  const perKey = opts.rateLimit?.perKey ?? DEFAULT_PER_KEY;
  const aggregates = new Aggregates(opts.db.read, opts.logger);
  const stakingTotals = new StakingTotalsSnapshot(opts.db.read, opts.logger);
  const live = new LiveHub(opts.db, aggregates, opts.logger);
  const failures = new AuthFailures(app, opts.rateLimit?.failedAuth ?? DEFAULT_FAILED_AUTH);
  const dataGuard = accessGuard(app, keys, { perIp, perKey, failures });
  const cache = new ResponseCache(opts.responseCacheMs ?? 1000);
  const snapshots = services.has('governance') ? [aggregates, stakingTotals] : [aggregates];
  // Every indexer event makes cached answers stale. The totals are summed again, in the background,
  // whenever the indexer has read the network state: a new chain's SRs and stake show at once, and
  // the first visitor after a start finds the sum made at the indexer's first read rather than waiting
  // for one. A sum a visitor asked for before the indexer read any account (a supply of 0) is redone
  // at its first account read, not served for a minute; with no sum yet, none is started then.
  const unlisten = await opts.db.listen(EVENTS_CHANNEL, (payload) => {
    cache.clear();
    const kinds = refreshedKinds(payload);
    const summed = aggregates.last;
    const accountsUnsummed = summed.at > 0 && !summed.accountsSummed && kinds.includes('account');
    if (kinds.includes('witnesses') || accountsUnsummed) for (const s of snapshots) s.refresh();
  });

  if (services.has('node')) {
    await app.register(async (scope) => {
      scope.addHook('onRequest', dataGuard);
      if (cache.ttlMs > 0) useResponseCache(scope, cache);
      await nodeRoutes(typed(scope), {
        db: opts.db,
        aggregates,
        live,
        nodeStatus: new NodeStatusSource(opts.fullnodeUrl, opts.logger),
        fullnodeUrl: opts.fullnodeUrl,
        networkName: runtimeConfig.networkName,
        ...(opts.priceSource ? { priceSource: opts.priceSource } : {}),
      });
      await dataRoutes(typed(scope), { db: opts.db, logger: opts.logger });
    });
  }
  if (services.has('node')) {
    await app.register(async (scope) => {
      scope.addHook('onRequest', dataGuard);
      if (cache.ttlMs > 0) useResponseCache(scope, cache);
      await tronGridRoutes(typed(scope), { db: opts.db });
    });
  }
  if (services.has('governance')) {
    await app.register(async (scope) => {
      scope.addHook('onRequest', dataGuard);
      if (cache.ttlMs > 0) useResponseCache(scope, cache);
      await governanceRoutes(typed(scope), {
        db: opts.db,
        aggregates,
        stakingTotals,
        ...(opts.rateLimit?.support ? { supportLimit: opts.rateLimit.support } : {}),
      });
      await verificationRoutes(typed(scope), {
        db: opts.db,
        fullnodeUrl: opts.fullnodeUrl,
        logger: opts.logger,
        ...opts.verification,
      });
    });
  }
  if (services.has('fullnode')) {
    const rule = opts.rateLimit?.fullnode ?? DEFAULT_FULLNODE;
    const guard = accessGuard(app, keys, { perIp: rule, perKey: rule, failures });
    await app.register(async (scope) => {
      scope.addHook('onRequest', guard);
      await fullnodeRoutes(typed(scope), {
        fullnodeUrl: opts.fullnodeUrl,
        solidityUrl: opts.solidityUrl ?? opts.fullnodeUrl,
        bodyLimit: opts.fullnodeBodyLimit ?? 256 * 1024,
      });
    });
  }
  if (opts.adminToken) {
    const token = opts.adminToken;
    await app.register(async (scope) =>
      adminRoutes(typed(scope), { db: opts.db, adminToken: token, onWrite: () => cache.clear(), failures }),
    );
  }

  app.addHook('onClose', async () => {
    await live.close();
    await unlisten();
    await redis?.quit();
  });
  return app;
}
