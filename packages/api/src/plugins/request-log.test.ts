import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyBaseLogger, LogController } from 'fastify';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { registerRequestLog, SLOW_REQUEST_MS } from './request-log.js';

/** A server whose log lines are collected, with Fastify's own request lines off as in the API. */
async function server() {
  const lines: { level: number; msg: string; statusCode?: number; url?: string; ms?: number }[] = [];
  const logger = pino({ level: 'debug' }, { write: (line: string) => lines.push(JSON.parse(line)) });
  const app = Fastify({
    loggerInstance: logger as FastifyBaseLogger,
    logController: new LogController({ disableRequestLogging: true }),
  });
  registerRequestLog(app);
  app.get('/ok', async () => 'ok');
  app.get('/broken', async (_req, reply) => reply.code(503).send('down'));
  app.get('/slow', async () => {
    await new Promise((resolve) => setTimeout(resolve, SLOW_REQUEST_MS + 50));
    return 'late';
  });
  app.get('/slower', async () => {
    await new Promise((resolve) => setTimeout(resolve, SLOW_REQUEST_MS + 500));
    return 'later';
  });
  return { app, lines };
}

const DEBUG = 20;
const WARN = 40;

describe('request log', () => {
  it('logs a request at debug, and a failed or slow one at warn', async () => {
    const { app, lines } = await server();
    await app.inject({ url: '/ok' });
    await app.inject({ url: '/broken' });
    await app.inject({ url: '/slow' });
    const requests = lines.filter((l) => l.statusCode !== undefined);
    expect(requests.map((l) => [l.msg, l.level])).toEqual([
      ['request', DEBUG],
      ['request failed', WARN],
      ['slow request', WARN],
    ]);
    expect(lines.filter((l) => l.level > DEBUG && l.level < WARN)).toEqual([]);
    await app.close();
  });

  it('logs a request its client gave up on, at warn once the client had waited a slow request long', async () => {
    const { app, lines } = await server();
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    /** GETs `path` and closes the connection after `afterMs`, before any answer. */
    const abandon = (path: string, afterMs: number) =>
      new Promise<void>((resolve) => {
        const req = httpRequest({ host: '127.0.0.1', port, path });
        req.on('error', () => {});
        req.end();
        setTimeout(() => {
          req.destroy();
          resolve();
        }, afterMs);
      });
    await abandon('/slower', 50);
    await abandon('/slower', SLOW_REQUEST_MS + 100);
    await expect
      .poll(() => lines.filter((l) => l.msg === 'request aborted').map((l) => [l.url, l.level]))
      .toEqual([
        ['/slower', DEBUG],
        ['/slower', WARN],
      ]);
    const late = lines.find((l) => l.msg === 'request aborted' && l.level === WARN);
    expect(late?.ms).toBeGreaterThanOrEqual(SLOW_REQUEST_MS);
    await app.close();
  });
});
