import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandling } from '../../plugins/errors.js';
import { fullnodeRoutes } from './proxy.js';

/** Stands in for java-tron: answers like the real node (an empty account is `{}`, errors are 200 + JSON). */
function fakeNode(): Promise<{ server: Server; url: string; seen: { path: string; body: string }[] }> {
  const seen: { path: string; body: string }[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => {
      body += c.toString();
    });
    req.on('end', () => {
      seen.push({ path: req.url ?? '', body });
      if (req.url?.startsWith('/wallet/getaccount')) {
        res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      } else if (req.url?.startsWith('/wallet/broadcasttransaction')) {
        res
          .writeHead(200, { 'content-type': 'application/json' })
          .end(
            '{"code":"SIGERROR","txid":"00","message":"76616c6964617465207369676e6174757265206572726f72"}',
          );
      } else if (req.url?.startsWith('/walletsolidity/getnowblock')) {
        res.writeHead(503, { 'content-type': 'text/plain' }).end('solidity node busy');
      } else {
        res.writeHead(404).end();
      }
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen }),
    ),
  );
}

describe('full-node proxy', () => {
  let node: Awaited<ReturnType<typeof fakeNode>>;
  let app: FastifyInstance;
  beforeAll(async () => {
    node = await fakeNode();
    app = Fastify();
    registerErrorHandling(app);
    await app.register(fullnodeRoutes, { fullnodeUrl: node.url, solidityUrl: node.url, bodyLimit: 1024 });
  });
  afterAll(async () => {
    await app.close();
    node.server.close();
  });

  it('forwards the account-type check body as it is and passes the answer through', async () => {
    const payload = '{"address":"TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7","visible":true}';
    const res = await app.inject({
      method: 'POST',
      url: '/wallet/getaccount',
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('{}');
    expect(node.seen.at(-1)).toEqual({ path: '/wallet/getaccount', body: payload });
  });

  it("passes java-tron's broadcast error codes through unchanged", async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/wallet/broadcasttransaction',
      headers: { 'content-type': 'text/plain' },
      payload: '{"txID":"00"}',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().code).toBe('SIGERROR');
  });

  it('passes upstream status codes through', async () => {
    const res = await app.inject({ method: 'GET', url: '/walletsolidity/getnowblock' });
    expect(res.statusCode).toBe(503);
    expect(res.body).toBe('solidity node busy');
  });

  it('refuses paths off the allow-list', async () => {
    for (const url of ['/wallet/getnodeinfo', '/wallet/createwitness', '/wallet/../admin']) {
      const res = await app.inject({ method: 'POST', url, payload: '{}' });
      expect(res.statusCode).toBe(404);
    }
    expect(node.seen.some((s) => s.path.includes('getnodeinfo'))).toBe(false);
  });

  it('refuses bodies over the size limit with 413', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/wallet/broadcasttransaction',
      headers: { 'content-type': 'application/json' },
      payload: `{"raw_data_hex":"${'a'.repeat(2048)}"}`,
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBe('BODY_TOO_LARGE');
  });

  it('answers 502 when the node is down', async () => {
    const down = Fastify();
    registerErrorHandling(down);
    await down.register(fullnodeRoutes, {
      fullnodeUrl: 'http://127.0.0.1:9',
      solidityUrl: 'http://127.0.0.1:9',
      bodyLimit: 1024,
    });
    const res = await down.inject({ method: 'POST', url: '/wallet/getnowblock', payload: '{}' });
    expect(res.statusCode).toBe(502);
    expect(res.json().error.code).toBe('UPSTREAM_UNAVAILABLE');
    await down.close();
  });
});
