// A devnet in its own process, so that serving blocks does not share the indexer's event loop.
// argv: <dataDir|-> <produce: yes|no> <blockTimeMs> <traffic> [cache]
// With "cache", a front server answers repeated block, receipt and contract queries from memory: the
// devnet is static then, and the benchmark measures the indexer, not how fast the devnet prints JSON.
// Prints {"url": …, "head": …} once listening.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startDevnet, type TrafficLevel } from '@poxscan/devnet';

const [dataDir, produce, blockTimeMs, traffic, cache] = process.argv.slice(2);
const devnet = await startDevnet({
  port: 0,
  ...(dataDir && dataDir !== '-' ? { dataDir } : {}),
  produceBlocks: produce === 'yes',
  blockTimeMs: Number(blockTimeMs ?? 3000),
  traffic: (traffic ?? 'off') as TrafficLevel,
});
const CACHED = new Set([
  '/wallet/getblockbylimitnext',
  '/wallet/gettransactioninfobyblocknum',
  '/wallet/getcontract',
]);
const answers = new Map<string, Buffer>();
let url = devnet.url;
if (cache === 'cache') {
  const front = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const key = `${req.url} ${body.toString()}`;
      const hit = answers.get(key);
      const reply = (status: number, data: Buffer) => {
        res.writeHead(status, { 'content-type': 'application/json', 'content-length': data.length });
        res.end(data);
      };
      if (hit !== undefined) return reply(200, hit);
      fetch(`${devnet.url}${req.url}`, { method: 'POST', body })
        .then(async (r) => {
          const data = Buffer.from(await r.arrayBuffer());
          if (r.status === 200 && CACHED.has(req.url ?? '')) answers.set(key, data);
          reply(r.status, data);
        })
        .catch(() => req.socket.destroy());
    });
  });
  front.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => front.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(front.address() as AddressInfo).port}`;
}
process.stdout.write(`${JSON.stringify({ url, head: devnet.chain.headNumber })}\n`);
process.once('SIGTERM', () => {
  void devnet.stop().then(() => process.exit(0));
});
