import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false for routes whose answer must never be reused (writes, streams). */
    cacheable?: boolean;
  }
}

interface Entry {
  at: number;
  type: string;
  body: string;
}

/**
 * A micro-cache of JSON answers: the same request within `ttlMs` (and before the next block
 * notification) gets the stored answer without touching the database. Explorer traffic is many
 * visitors asking for the same first pages between two blocks, so this removes most reads; the
 * answer is at most `ttlMs` older than the database, and blocks come every 3 s.
 */
export class ResponseCache {
  readonly #entries = new Map<string, Entry>();
  constructor(
    readonly ttlMs: number,
    readonly maxEntries = 5000,
  ) {}

  get(key: string): Entry | undefined {
    const hit = this.#entries.get(key);
    if (hit === undefined) return undefined;
    if (Date.now() - hit.at > this.ttlMs) {
      this.#entries.delete(key);
      return undefined;
    }
    return hit;
  }

  set(key: string, type: string, body: string): void {
    if (this.#entries.size >= this.maxEntries) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
    this.#entries.set(key, { at: Date.now(), type, body });
  }

  clear(): void {
    this.#entries.clear();
  }
}

const keyOf = (method: string, url: string, body: unknown) =>
  `${method} ${url} ${body === undefined ? '' : JSON.stringify(body)}`;

/** Serves and fills the cache in one route scope (after its access guard, so limits still count). */
export function useResponseCache(scope: FastifyInstance, cache: ResponseCache): void {
  scope.addHook('preHandler', async (request, reply) => {
    if (request.routeOptions.config?.cacheable === false) return;
    const hit = cache.get(keyOf(request.method, request.url, request.body));
    if (hit === undefined) return;
    reply.header('x-cache', 'hit').type(hit.type);
    return reply.send(hit.body);
  });
  scope.addHook('onSend', async (request, reply, payload) => {
    if (request.routeOptions.config?.cacheable === false || reply.statusCode !== 200) return payload;
    if (typeof payload !== 'string' || reply.getHeader('x-cache') === 'hit') return payload;
    // A route says an answer of the moment (an upstream that failed) is not to be reused.
    if (String(reply.getHeader('cache-control') ?? '').includes('no-store')) return payload;
    const type = String(reply.getHeader('content-type') ?? '');
    if (type.startsWith('application/json'))
      cache.set(keyOf(request.method, request.url, request.body), type, payload);
    return payload;
  });
}
