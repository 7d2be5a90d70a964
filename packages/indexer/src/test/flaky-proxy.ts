import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * An HTTP proxy to a node that can be switched off: then every connection is dropped unanswered.
 * Paths in `missing` are answered as java-tron answers a call it does not serve (404).
 */
export interface FlakyProxy {
  url: string;
  down: boolean;
  /** requests dropped while down */
  dropped: number;
  missing: Set<string>;
  /** the calls passed on, in the order they came: path and JSON body */
  calls: { path: string; body: string }[];
  close(): Promise<void>;
}

export async function flakyProxy(target: string): Promise<FlakyProxy> {
  const state = { down: false, dropped: 0 };
  const missing = new Set<string>();
  const calls: { path: string; body: string }[] = [];
  const server: Server = createServer((req, res) => {
    if (state.down) {
      state.dropped++;
      req.socket.destroy();
      return;
    }
    if (missing.has(new URL(req.url ?? '/', 'http://proxy').pathname)) {
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end('{"Error":"this API is unavailable due to config"}\n');
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      calls.push({
        path: new URL(req.url ?? '/', 'http://proxy').pathname,
        body: Buffer.concat(chunks).toString(),
      });
      fetch(`${target}${req.url}`, {
        method: req.method,
        body: req.method === 'POST' ? Buffer.concat(chunks) : undefined,
      })
        .then(async (reply) => {
          res.writeHead(reply.status, { 'content-type': 'application/json' });
          res.end(Buffer.from(await reply.arrayBuffer()));
        })
        .catch(() => req.socket.destroy());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    get down() {
      return state.down;
    },
    set down(value: boolean) {
      state.down = value;
    },
    get dropped() {
      return state.dropped;
    },
    missing,
    calls,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
