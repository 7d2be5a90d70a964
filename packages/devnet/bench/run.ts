// Devnet benchmark: history generation in fast-forward with traffic high, the indexer's hot calls,
// and resident memory after N transactions. `npm run bench:devnet -- [--transactions 1000000]`.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { startDevnet } from '../src/index.js';
import { TOKENS } from '../src/traffic/actions-contracts.js';

const { values } = parseArgs({
  options: { transactions: { type: 'string', default: '1000000' }, data: { type: 'string' } },
});
const target = Number(values.transactions);
const dataDir = values.data ?? mkdtempSync(join(tmpdir(), 'poxscan-devnet-bench-'));
const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MiB`;

const devnet = await startDevnet({ port: 0, dataDir, produceBlocks: false, traffic: 'high' });
await devnet.hooks.produceBlocks(5);

let transactions = 0;
let prc20Calls = 0;
let next = 100_000;
const tokenAddresses = new Set<string>();
const countFrom = devnet.chain.headNumber + 1;
for (let n = 1; n < countFrom; n++) {
  const block = devnet.chain.store.get(n)!;
  block.receipts.forEach((receipt, i) => {
    const name = (block.transactions[i]!.value.new_contract as { name?: string } | undefined)?.name;
    if (receipt.contractAddress !== undefined && TOKENS.some((t) => t.name === name))
      tokenAddresses.add(receipt.contractAddress);
  });
}
const started = performance.now();
while (transactions < target) {
  const from = devnet.chain.headNumber + 1;
  await devnet.hooks.produceBlocks(20);
  for (let n = from; n <= devnet.chain.headNumber; n++) {
    const block = devnet.chain.store.get(n)!;
    block.receipts.forEach((receipt, i) => {
      const tx = block.transactions[i]!;
      if (tx.contractType === 'CreateSmartContract' && receipt.contractAddress !== undefined) {
        const name = (tx.value.new_contract as { name?: string }).name;
        if (TOKENS.some((t) => t.name === name)) tokenAddresses.add(receipt.contractAddress);
      }
      if (
        tx.contractType === 'TriggerSmartContract' &&
        tokenAddresses.has(tx.value.contract_address as string)
      )
        prc20Calls++;
    });
    transactions += block.transactions.length;
  }
  if (transactions >= next) {
    const seconds = (performance.now() - started) / 1000;
    process.stdout.write(
      `${transactions} tx, ${devnet.chain.headNumber} blocks, ${(transactions / seconds).toFixed(0)} tx/s, PRC20 ${((prc20Calls / transactions) * 100).toFixed(1)}%, rss ${mib(process.memoryUsage().rss)}\n`,
    );
    next += 100_000;
  }
}
const seconds = (performance.now() - started) / 1000;
(globalThis as { gc?: () => void }).gc?.();
const rss = process.memoryUsage().rss;

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
const head = devnet.chain.headNumber;
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

const lines = [
  `history generation: ${transactions} transactions in ${seconds.toFixed(0)} s = ${(transactions / seconds).toFixed(0)} tx/s (${((prc20Calls / transactions) * 100).toFixed(1)}% PRC20 calls, ${head} blocks)`,
  `getblockbylimitnext (100 blocks, ~${Math.round(transactions / head) * 100} tx): median ${limitNext.median.toFixed(0)} ms, p95 ${limitNext.p95.toFixed(0)} ms`,
  `gettransactioninfobyblocknum: median ${infos.median.toFixed(1)} ms, p95 ${infos.p95.toFixed(1)} ms`,
  `resident memory after ${transactions} transactions: ${mib(rss)} (heap used ${mib(process.memoryUsage().heapUsed)})`,
];
process.stdout.write(`${lines.join('\n')}\n`);
await devnet.stop();
if (values.data === undefined) rmSync(dataDir, { recursive: true, force: true });
