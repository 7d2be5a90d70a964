import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../../errors.js';
import type { TypedApp } from '../typed-app.js';
import { CODE_PATHS, FULLNODE_PATHS, SOLIDITY_PATHS } from './allow-list.js';

export interface ProxyOptions {
  fullnodeUrl: string;
  solidityUrl: string;
  /** Largest body of a call that carries contract code (a deployment, its broadcast, a call's data). */
  bodyLimit: number;
  /** Largest body of every other call (addresses, amounts); at most `bodyLimit`. Default 16 KiB. */
  smallBodyLimit?: number;
  timeoutMs?: number;
}

const HOP_HEADERS = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'content-encoding',
]);

async function forward(target: string, request: FastifyRequest, reply: FastifyReply, timeoutMs: number) {
  const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
  const body = request.method === 'POST' ? (request.body as Buffer | undefined) : undefined;
  let upstream: Response;
  try {
    upstream = await fetch(`${target}${query}`, {
      method: request.method,
      headers: { 'content-type': 'application/json' },
      ...(body !== undefined && body.length > 0 ? { body: new Uint8Array(body) } : {}),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    request.log.warn({ err: error, target }, 'full node unreachable');
    throw new ApiError(502, 'UPSTREAM_UNAVAILABLE', 'the full node did not answer');
  }
  reply.code(upstream.status);
  // RFC 9110's mark of a proxy: the answer is the node's, not the API's own (which is in its envelope).
  reply.header('via', '1.1 poxscan');
  for (const [name, value] of upstream.headers) {
    if (!HOP_HEADERS.has(name)) reply.header(name, value);
  }
  // Passed on as it arrives: a block or a contract's answer is not held whole for each client, and
  // the timeout still ends an answer the node stops sending (the client sees it cut off).
  return reply.send(upstream.body ? Readable.fromWeb(upstream.body as WebReadableStream) : '');
}

/**
 * The full-node service: allow-listed paths forwarded as they are, answers (status, body) passed
 * through unchanged so tronweb sees java-tron's own codes.
 */
export async function fullnodeRoutes(app: TypedApp, opts: ProxyOptions): Promise<void> {
  const timeoutMs = opts.timeoutMs ?? 15_000;
  // A body the node must read in full before it can refuse it: only code needs a large one.
  const smallLimit = Math.min(opts.smallBodyLimit ?? 16 * 1024, opts.bodyLimit);
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: opts.bodyLimit }, (_req, body, done) =>
    done(null, body),
  );
  const routes = [
    ...FULLNODE_PATHS.map((path) => ({ path, base: opts.fullnodeUrl })),
    ...SOLIDITY_PATHS.map((path) => ({ path, base: opts.solidityUrl })),
  ];
  for (const { path, base } of routes) {
    app.route({
      method: ['GET', 'POST'],
      url: path,
      bodyLimit: CODE_PATHS.has(path) ? opts.bodyLimit : smallLimit,
      schema: { tags: ['fullnode'], summary: `proxied to the node's ${path}` },
      handler: (request, reply) => forward(`${base}${path}`, request, reply, timeoutMs),
    });
  }
}
