// Client side of hot-calls.ts, in its own process: `hot-calls-client.ts URL HEAD` prints the
// latencies as JSON. Replies are read to their last byte, not parsed.
import { argv, stdout } from 'node:process';

const [url, headText] = argv.slice(2);
const head = Number(headText);

async function latency(path: string, body: () => unknown, runs: number) {
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    const response = await fetch(`${url}${path}`, { method: 'POST', body: JSON.stringify(body()) });
    bytes += (await response.arrayBuffer()).byteLength;
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(runs / 2)]!, p95: times[Math.floor(runs * 0.95)]!, bytes: bytes / runs };
}

const start = () => 1 + Math.floor(Math.random() * Math.max(1, head - 101));
const limitNext = await latency(
  '/wallet/getblockbylimitnext',
  () => {
    const from = start();
    return { startNum: from, endNum: from + 100 };
  },
  30,
);
const infos = await latency('/wallet/gettransactioninfobyblocknum', () => ({ num: start() }), 200);
stdout.write(JSON.stringify({ limitNext, infos }));
