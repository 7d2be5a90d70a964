// Latency of the indexer's hot calls on an existing chain: `node --conditions=@poxscan/source --import tsx
// packages/devnet/bench/latency.ts DATA_DIR` (for instance the data directory of `bench:devnet -- --data DIR`).
import { startDevnet } from '../src/index.js';
import { describeHotCalls, hotCalls } from './hot-calls.js';

const dataDir = process.argv[2];
if (dataDir === undefined) throw new Error('usage: latency.ts DATA_DIR');
const started = performance.now();
const devnet = await startDevnet({ port: 0, dataDir, produceBlocks: false });
const openSeconds = (performance.now() - started) / 1000;
const head = devnet.chain.headNumber;
const lines = [
  `opened ${head} blocks in ${openSeconds.toFixed(1)} s (rss ${(process.memoryUsage().rss / 1048576).toFixed(0)} MiB)`,
  ...describeHotCalls(await hotCalls(devnet.url, head)),
];
process.stdout.write(lines.map((line) => `${line}\n`).join(''));
await devnet.stop();
