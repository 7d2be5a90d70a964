import type { FastifyInstance } from 'fastify';

/** A request slower than this is worth a warning even when it succeeded. */
export const SLOW_REQUEST_MS = 1000;

/**
 * One log line per request, at debug: a busy explorer answers many requests a second and the info
 * log is for what an operator should read. Server errors and slow requests still warn, and so does a
 * request its client gave up on after waiting that long: it never gets a response, so without its own
 * line it would leave no trace. (Fastify's own two lines per request are turned off where the server
 * is created.)
 */
export function registerRequestLog(app: FastifyInstance): void {
  const startedAt = new WeakMap<object, number>();
  app.addHook('onRequest', (request, _reply, done) => {
    startedAt.set(request.raw, performance.now());
    done();
  });
  app.addHook('onResponse', async (request, reply) => {
    const ms = Math.round(reply.elapsedTime);
    const line = { method: request.method, url: request.url, statusCode: reply.statusCode, ms };
    if (reply.statusCode >= 500) request.log.warn(line, 'request failed');
    else if (ms >= SLOW_REQUEST_MS) request.log.warn(line, 'slow request');
    else request.log.debug(line, 'request');
  });
  app.addHook('onRequestAbort', async (request) => {
    const ms = Math.round(performance.now() - (startedAt.get(request.raw) ?? performance.now()));
    const line = { method: request.method, url: request.url, ms, aborted: true };
    if (ms >= SLOW_REQUEST_MS) request.log.warn(line, 'request aborted');
    else request.log.debug(line, 'request aborted');
  });
}
