import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Handler = (body: Record<string, unknown>) => unknown;

/** A reply sent as this very text: integers a double cannot hold reach the client digit for digit. */
export class RawJson {
  constructor(readonly text: string) {}
}

/** A java-tron look-alike that answers each path with a canned payload (404 for the others). */
export async function stubNode(
  routes: Record<string, Handler>,
): Promise<{ url: string; calls: string[]; close(): Promise<void> }> {
  const calls: string[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = new URL(req.url ?? '/', 'http://stub').pathname;
      calls.push(path);
      const handler = routes[path];
      const text = Buffer.concat(chunks).toString('utf8');
      const reply =
        handler === undefined
          ? { Error: `no stub for ${path}` }
          : handler(text === '' ? {} : JSON.parse(text));
      res.writeHead(handler === undefined ? 404 : 200, { 'content-type': 'application/json' });
      res.end(reply instanceof RawJson ? reply.text : JSON.stringify(reply));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    calls,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
