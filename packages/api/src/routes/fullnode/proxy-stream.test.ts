import { createServer, get, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandling } from '../../plugins/errors.js';
import { fullnodeRoutes } from './proxy.js';

// The node's answers as they arrive at a client of the proxy, over real sockets (inject() would
// collect the whole answer before the test saw any of it).

const FIRST = `{"blockID":"${'ab'.repeat(32)}","transactions":[`;
let releaseRest: () => void = () => {};
/** the node's open answers, ended at the close so the server can stop */
const open = new Set<ServerResponse>();
let node: Server;
let app: FastifyInstance;
let proxyUrl: string;

beforeAll(async () => {
  node = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      if (req.url === '/wallet/getblockbynum') {
        // The first part now, the rest only when the test has seen the first part arrive.
        res.writeHead(200, { 'content-type': 'application/json' });
        res.write(FIRST);
        releaseRest = () => res.end(']}');
      } else if (req.url === '/wallet/getnowblock') {
        // Starts an answer and never ends it.
        open.add(res);
        res.writeHead(200, { 'content-type': 'application/json' });
        res.write('{"blockID":"');
      } else {
        res.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip' });
        res.end(gzipSync(JSON.stringify({ balance: 7, note: 'héllo ✓' })));
      }
    });
  });
  await new Promise<void>((resolve) => node.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(node.address() as AddressInfo).port}`;
  app = Fastify();
  registerErrorHandling(app);
  await app.register(fullnodeRoutes, {
    fullnodeUrl: url,
    solidityUrl: url,
    bodyLimit: 1024,
    timeoutMs: 1500,
  });
  proxyUrl = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  for (const res of open) res.destroy();
  await app?.close();
  node?.close();
});

/** A GET through the proxy: the status, each chunk as it arrives, and how the answer ended. */
function call(path: string, onChunk: (text: string) => void = () => {}) {
  return new Promise<{ status: number; body: string; ended: 'complete' | 'cut off' }>((resolve, reject) => {
    get(`${proxyUrl}${path}`, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        body += chunk;
        onChunk(body);
      });
      res.on('end', () => resolve({ status: res.statusCode!, body, ended: 'complete' }));
      res.on('aborted', () => resolve({ status: res.statusCode!, body, ended: 'cut off' }));
      res.on('error', () => resolve({ status: res.statusCode!, body, ended: 'cut off' }));
    }).on('error', reject);
  });
}

describe('full-node proxy answers as they arrive', () => {
  it("passes on the node's first bytes before the node has sent the rest", async () => {
    const answer = await call('/wallet/getblockbynum', (body) => {
      if (body === FIRST) releaseRest();
    });
    expect(answer).toEqual({ status: 200, body: `${FIRST}]}`, ended: 'complete' });
  });

  it('cuts off an answer the node stops sending once the time is up', async () => {
    const started = Date.now();
    const answer = await call('/wallet/getnowblock');
    expect(answer.ended).toBe('cut off');
    expect(answer.body).toBe('{"blockID":"');
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('passes a compressed answer on as its text', async () => {
    const answer = await call('/wallet/getaccount');
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ balance: 7, note: 'héllo ✓' });
  });
});
