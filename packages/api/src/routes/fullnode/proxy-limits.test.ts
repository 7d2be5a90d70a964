import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandling } from '../../plugins/errors.js';
import { CODE_PATHS, FULLNODE_PATHS, SOLIDITY_PATHS } from './allow-list.js';
import { fullnodeRoutes } from './proxy.js';

let node: Server;
let app: FastifyInstance;
const seen: { path: string; bytes: number }[] = [];

beforeAll(async () => {
  // Stands in for java-tron: records what reached it and answers {}.
  node = createServer((req, res) => {
    let bytes = 0;
    req.on('data', (c: Buffer) => {
      bytes += c.length;
    });
    req.on('end', () => {
      seen.push({ path: req.url ?? '', bytes });
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => node.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(node.address() as AddressInfo).port}`;
  app = Fastify();
  registerErrorHandling(app);
  await app.register(fullnodeRoutes, { fullnodeUrl: url, solidityUrl: url, bodyLimit: 256 * 1024 });
});
afterAll(async () => {
  await app?.close();
  node?.close();
});

const post = (url: string, size: number) =>
  app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json' },
    payload: `{"owner_address":"${'x'.repeat(size)}","to_address":"TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7","amount":1}`,
  });

describe('full-node proxy body limits per call', () => {
  it('refuses a 250 KB address-only call with 413 before the node reads a byte of it', async () => {
    const res = await post('/wallet/createtransaction', 250_000);
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toMatchObject({ code: 'BODY_TOO_LARGE', parameter: 'body' });
    expect(seen.some((s) => s.path === '/wallet/createtransaction')).toBe(false);
  });

  it('holds every call that carries no code to 16 KiB, and forwards one under it', async () => {
    const small = [...FULLNODE_PATHS, ...SOLIDITY_PATHS].filter((p) => !CODE_PATHS.has(p));
    expect(small).toContain('/wallet/getaccount');
    for (const path of small) expect((await post(path, 17 * 1024)).statusCode, path).toBe(413);
    expect((await post('/wallet/getaccount', 8 * 1024)).statusCode).toBe(200);
  });

  it('forwards a 200 KB contract deployment and its broadcast', async () => {
    for (const path of ['/wallet/deploycontract', '/wallet/broadcasttransaction']) {
      const res = await post(path, 200_000);
      expect(res.statusCode, path).toBe(200);
      expect(seen.find((s) => s.path === path)?.bytes).toBeGreaterThan(200_000);
    }
  });
});
