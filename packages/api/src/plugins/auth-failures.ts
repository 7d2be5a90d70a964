import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../errors.js';
import type { RateLimitRule } from './access.js';

/**
 * Failed authentications (an unknown data key, a wrong admin token) counted per client IP in the
 * shared rate-limit store (Redis when configured, so every replica sees the same count). Past
 * `max` failures in a window the IP is answered 429 for the rest of it, whatever credential it
 * sends, so a token cannot be guessed by volume.
 */
export class AuthFailures {
  readonly #limiter: ReturnType<FastifyInstance['createRateLimit']>;

  constructor(app: FastifyInstance, rule: RateLimitRule) {
    this.#limiter = app.createRateLimit({
      max: rule.max,
      timeWindow: rule.windowMs,
      keyGenerator: (req) => `auth-failures:${req.ip}`,
    });
  }

  /** Throws a 429 while the client's IP is blocked; call before looking at its credential. */
  async refuseIfBlocked(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const outcome = await this.#limiter(request, { increment: false });
    if (!outcome.isAllowed && outcome.isExceeded) throw blocked(reply, outcome.ttlInSeconds);
  }

  /**
   * Counts a failed authentication and logs it; returns the 429 to throw when this failure is one
   * too many, else undefined (the caller answers its 401).
   */
  async record(request: FastifyRequest, reply: FastifyReply, what: string): Promise<ApiError | undefined> {
    const outcome = await this.#limiter(request);
    request.log.warn({ ip: request.ip, url: request.url.split('?')[0] }, `failed authentication: ${what}`);
    if (!outcome.isAllowed && outcome.isExceeded) return blocked(reply, outcome.ttlInSeconds);
    return undefined;
  }
}

function blocked(reply: FastifyReply, ttlInSeconds: number): ApiError {
  const seconds = Math.max(1, ttlInSeconds);
  reply.header('retry-after', seconds);
  return new ApiError(
    429,
    'RATE_LIMITED',
    `too many failed authentications from this address; retry in ${seconds} s`,
  );
}
