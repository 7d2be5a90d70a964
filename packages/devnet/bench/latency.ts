// Latency of the indexer's hot calls on an existing chain: `node --conditions=@poxscan/source --import tsx
// packages/devnet/bench/latency.ts DATA_DIR` (for instance the data directory of `bench:devnet -- --data DIR`).
import { startDevnet } from '../src/index.js';

const dataDir = process.argv[2];
if (dataDir === undefined) throw new Error('usage: latency.ts DATA_DIR');
const started = performance.now();
const devnet = await startDevnet({ port: 0, dataDir, produceBlocks: false });
const openSeconds = (performance.now() - started) / 1000;
const head = devnet.chain.headNumber;

async function latency(
  path: string,
  body: () => unknown,
  runs: number,
): Promise<{ median: number; p95: number }> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    const response = await fetch(`${devnet.url}${path}`, { method: 'POST', body: JSON.stringify(body()) });
    await response.arrayBuffer();
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(runs / 2)]!, p95: times[Math.floor(runs * 0.95)]! };
}
const random = () => 1 + Math.floor(Math.random() * (head - 101));
const limitNext = await latency(
  '/wallet/getblockbylimitnext',
  () => {
    const start = random();
    return { startNum: start, endNum: start + 100 };
  },
  30,
);
const infos = await latency('/wallet/gettransactioninfobyblocknum', () => ({ num: random() }), 200);
process.stdout.write(
  [
    `opened ${head} blocks in ${openSeconds.toFixed(1)} s (rss ${(process.memoryUsage().rss / 1048576).toFixed(0)} MiB)`,
    `getblockbylimitnext (100 blocks): median ${limitNext.median.toFixed(0)} ms, p95 ${limitNext.p95.toFixed(0)} ms`,
    `gettransactioninfobyblocknum: median ${infos.median.toFixed(1)} ms, p95 ${infos.p95.toFixed(1)} ms`,
  ]
    .map((line) => `${line}\n`)
    .join(''),
);
await devnet.stop();
