import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { postJson } from './post.js';

type Handler = (
  req: http.IncomingMessage,
  res: http.ServerResponse,
  body: string,
  connection: number,
) => void;

const servers: http.Server[] = [];
afterEach(() => {
  for (const s of servers.splice(0)) s.close();
});

async function serve(handler: Handler): Promise<string> {
  let connections = 0;
  const ids = new WeakMap<object, number>();
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => handler(req, res, body, ids.get(req.socket)!));
  });
  server.on('connection', (socket) => ids.set(socket, ++connections));
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/wallet/x`;
}

describe('postJson', () => {
  it('sends the JSON and gives back the status and text of the answer', async () => {
    const url = await serve((req, res, body) => {
      res.statusCode = 404;
      res.end(JSON.stringify({ type: req.headers['content-type'], body }));
    });
    const answer = await postJson(url, '{"num":7}', 1_000);
    expect(answer).toEqual({ status: 404, text: '{"type":"application/json","body":"{\\"num\\":7}"}' });
  });

  it('reads answers plain or compressed with gzip, deflate or brotli, multi-byte text intact', async () => {
    const text = JSON.stringify({ name: 'Ünïcode ✓ 代币' });
    const packs: Record<string, (b: Buffer) => Buffer> = {
      identity: (b) => b,
      gzip: zlib.gzipSync,
      deflate: zlib.deflateSync,
      br: zlib.brotliCompressSync,
    };
    for (const [encoding, pack] of Object.entries(packs)) {
      const url = await serve((_req, res) => {
        res.setHeader('content-encoding', encoding);
        res.end(pack(Buffer.from(text)));
      });
      expect((await postJson(url, '{}', 1_000)).text).toBe(text);
    }
  });

  it('gives up on an answer that stalls, when the time is up', async () => {
    const url = await serve((_req, res) => {
      res.writeHead(200, { 'content-length': 100 });
      res.write('{"block":');
    });
    const started = performance.now();
    await expect(postJson(url, '{}', 300)).rejects.toThrow(/abort/i);
    expect(performance.now() - started).toBeLessThan(3_000);
  });

  it('fails, not waits, when the connection closes inside an answer', async () => {
    const url = await serve((_req, res) => {
      res.writeHead(200, { 'content-length': 100 });
      res.write('{"block":', () => res.socket?.destroy());
    });
    await expect(postJson(url, '{}', 10_000)).rejects.toThrow();
  });

  it('stops reading an answer longer than its limit, however it comes', async () => {
    const endless = await serve((_req, res) => {
      const chunk = Buffer.alloc(64 * 1024, 0x20);
      const more = () => {
        while (res.write(chunk)) {}
        res.once('drain', more);
      };
      more();
    });
    const started = performance.now();
    await expect(postJson(endless, '{}', 10_000, 1_000_000)).rejects.toThrow(
      'the answer is longer than 1000000 bytes',
    );
    expect(performance.now() - started).toBeLessThan(5_000);
    const bomb = zlib.gzipSync(Buffer.alloc(20_000_000, 0x20)); // about 20 KB that inflate to 20 MB
    const inflating = await serve((_req, res) => {
      res.setHeader('content-encoding', 'gzip');
      res.end(bomb);
    });
    await expect(postJson(inflating, '{}', 10_000, 1_000_000)).rejects.toThrow(
      'the answer is longer than 1000000 bytes',
    );
    expect((await postJson(inflating, '{}', 10_000, 20_000_000)).text).toHaveLength(20_000_000);
  });

  it('sends again on a new connection when a kept-alive one was closed by the server', async () => {
    let seen = 0;
    const url = await serve((_req, res, _body, connection) => {
      seen++;
      // The second request on the first connection finds it closed, as after the server's idle timeout.
      if (connection === 1 && seen === 2) res.socket?.destroy();
      else res.end(JSON.stringify({ connection }));
    });
    expect((await postJson(url, '{}', 1_000)).text).toBe('{"connection":1}');
    expect((await postJson(url, '{}', 1_000)).text).toBe('{"connection":2}');
  });
});
