import { createHash } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { Redis } from 'ioredis';
import { ApiError } from '../errors.js';
import type { AuthFailures } from './auth-failures.js';
import { redisWithFallback } from './fallback-store.js';

/** A fixed-window limit: at most `max` requests per `windowMs`. */
export interface RateLimitRule {
  max: number;
  windowMs: number;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Accept the key as `?apiKey=` too (EventSource cannot send headers). */
    apiKeyInQuery?: boolean;
  }
}

const digest = (key: string) => createHash('sha256').update(key).digest('hex');

/** Bearer keys are compared by digest, so lookups take the same time whatever the key. */
export class KeyRing {
  readonly #digests: Set<string>;
  constructor(keys: readonly string[]) {
    this.#digests = new Set(keys.filter((k) => k !== '').map(digest));
  }
  has(key: string): boolean {
    return this.#digests.has(digest(key));
  }
}

export function bearerOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header === 'string') {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
    return match?.[1];
  }
  // TronGrid's header, which tronweb and TronGridJS send: the same key, the same limits.
  const tronKey = request.headers['tron-pro-api-key'];
  if (typeof tronKey === 'string' && tronKey !== '') return tronKey.trim();
  if (request.routeOptions.config?.apiKeyInQuery) {
    const key = (request.query as Record<string, unknown> | undefined)?.apiKey;
    return typeof key === 'string' ? key : undefined;
  }
  return undefined;
}

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;
type Outcome = Exclude<Awaited<ReturnType<Limiter>>, { isAllowed: true }>;

function setHeaders(reply: FastifyReply, o: Outcome): void {
  reply.header('x-ratelimit-limit', o.max);
  reply.header('x-ratelimit-remaining', o.isExceeded ? 0 : o.remaining);
  reply.header('x-ratelimit-reset', o.ttlInSeconds);
}

async function check(limiter: Limiter, request: FastifyRequest, reply: FastifyReply, who: string) {
  const outcome = await limiter(request);
  if (outcome.isAllowed) return;
  setHeaders(reply, outcome);
  if (outcome.isExceeded) {
    reply.header('retry-after', Math.max(1, outcome.ttlInSeconds));
    throw new ApiError(
      429,
      'RATE_LIMITED',
      `too many requests for this ${who}; retry in ${outcome.ttlInSeconds} s`,
    );
  }
}

/** Registers the shared limiter store; call once on the root instance. */
export async function registerRateLimitStore(app: FastifyInstance, redis: Redis | undefined): Promise<void> {
  const store = redis ? { store: redisWithFallback(redis, 'poxscan-rl:', app.log) } : {};
  await app.register(rateLimit, { global: false, ...store });
}

/**
 * The guard of every data route: a per-IP limit (before auth, so key guessing is limited too),
 * the IP's failed authentications (429 once too many), a bearer key (401), then a per-key limit
 * (429 with Retry-After and X-RateLimit-*).
 */
export function accessGuard(
  app: FastifyInstance,
  keys: KeyRing,
  rules: { perIp: RateLimitRule; perKey: RateLimitRule; failures?: AuthFailures },
): onRequestAsyncHookHandler {
  const perIp = app.createRateLimit({
    max: rules.perIp.max,
    timeWindow: rules.perIp.windowMs,
    keyGenerator: (req) => `ip:${req.ip}`,
  });
  const perKey = app.createRateLimit({
    max: rules.perKey.max,
    timeWindow: rules.perKey.windowMs,
    keyGenerator: (req) => `key:${digest(bearerOf(req) ?? '')}`,
  });
  return async (request, reply) => {
    await check(perIp, request, reply, 'address');
    await rules.failures?.refuseIfBlocked(request, reply);
    const key = bearerOf(request);
    if (key === undefined) {
      reply.header('www-authenticate', 'Bearer');
      throw new ApiError(
        401,
        'UNAUTHORIZED',
        'missing API key: send Authorization: Bearer <key> or TRON-PRO-API-KEY: <key>',
      );
    }
    if (!keys.has(key)) {
      const tooMany = await rules.failures?.record(request, reply, 'unknown API key');
      if (tooMany) throw tooMany;
      reply.header('www-authenticate', 'Bearer error="invalid_token"');
      throw new ApiError(401, 'UNAUTHORIZED', 'unknown API key');
    }
    await check(perKey, request, reply, 'API key');
  };
}
