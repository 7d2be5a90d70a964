import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import LocalStore from '@fastify/rate-limit/store/LocalStore.js';
import RedisStore from '@fastify/rate-limit/store/RedisStore.js';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

/** The store interface @fastify/rate-limit calls, with the `read` it uses for `{ increment: false }`. */
export interface RateLimitStore extends FastifyRateLimitStore {
  read: FastifyRateLimitStore['incr'];
  child(routeOptions: ChildOptions): RateLimitStore;
}
type ChildOptions = Parameters<FastifyRateLimitStore['child']>[0];
type Callback = Parameters<FastifyRateLimitStore['incr']>[1];

/** Whether the shared store is down right now, so an outage is logged once, not per request. */
class Outage {
  #down = false;
  constructor(private readonly logger: FastifyBaseLogger) {}
  failed(err: Error): void {
    if (!this.#down)
      this.logger.warn({ err }, 'rate-limit store unreachable: counting in this process until it is back');
    this.#down = true;
  }
  succeeded(): void {
    if (this.#down) this.logger.info('rate-limit store reachable again');
    this.#down = false;
  }
}

/**
 * The shared Redis counters, and this process's own when Redis cannot answer: an outage of the
 * shared store keeps every limit (per replica instead of across them) and answers no request with
 * a 500 or a stall.
 */
class FallbackStore implements RateLimitStore {
  constructor(
    private readonly shared: RateLimitStore,
    private readonly local: RateLimitStore,
    private readonly outage: Outage,
  ) {}

  #call(method: 'incr' | 'read', key: string, cb: Callback, timeWindow: number, max: number): void {
    this.shared[method](
      key,
      (err, res) => {
        if (err === null) {
          this.outage.succeeded();
          cb(null, res);
          return;
        }
        this.outage.failed(err);
        this.local[method](key, cb, timeWindow, max);
      },
      timeWindow,
      max,
    );
  }

  incr(key: string, cb: Callback, timeWindow: number, max: number): void {
    this.#call('incr', key, cb, timeWindow, max);
  }

  read(key: string, cb: Callback, timeWindow: number, max: number): void {
    this.#call('read', key, cb, timeWindow, max);
  }

  child(routeOptions: ChildOptions): RateLimitStore {
    return new FallbackStore(this.shared.child(routeOptions), this.local.child(routeOptions), this.outage);
  }
}

/** The `store` option of @fastify/rate-limit: a class it constructs with its global parameters. */
export function redisWithFallback(
  redis: Redis,
  nameSpace: string,
  logger: FastifyBaseLogger,
): new () => RateLimitStore {
  const outage = new Outage(logger);
  return class extends FallbackStore {
    constructor() {
      // Neither continueExceeding nor exponentialBackoff is set anywhere: fixed windows only.
      super(new RedisStore(false, false, redis, nameSpace), new LocalStore(false, false), outage);
    }
  };
}
