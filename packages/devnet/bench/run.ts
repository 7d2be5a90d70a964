// Devnet benchmark: history generation in fast-forward with traffic high, the indexer's hot calls,
// and resident memory after N transactions. `npm run bench:devnet -- [--transactions 1000000]`.
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { startDevnet } from '../src/index.js';
import { TOKENS } from '../src/traffic/actions-contracts.js';
import { describeHotCalls, hotCalls } from './hot-calls.js';

const { values } = parseArgs({
  options: { transactions: { type: 'string', default: '1000000' }, data: { type: 'string' } },
});
const target = Number(values.transactions);
const dataDir = values.data ?? mkdtempSync(join(tmpdir(), 'poxscan-devnet-bench-'));
const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MiB`;
setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;
/** RSS of the process (all threads) and the main thread's heap after a full collection. */
function memoryAfterGc(): string {
  gc();
  const { rss, heapUsed } = process.memoryUsage();
  return `rss ${mib(rss)}, main heap ${mib(heapUsed)}`;
}

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
      `${transactions} tx, ${devnet.chain.headNumber} blocks, ${(transactions / seconds).toFixed(0)} tx/s, PRC20 ${((prc20Calls / transactions) * 100).toFixed(1)}%, ${memoryAfterGc()}, load ${loadavg()[0]!.toFixed(1)}\n`,
    );
    next += 100_000;
  }
}
const seconds = (performance.now() - started) / 1000;
const head = devnet.chain.headNumber;
const memory = memoryAfterGc();
const hot = await hotCalls(devnet.url, head);

const lines = [
  `history generation: ${transactions} transactions in ${seconds.toFixed(0)} s = ${(transactions / seconds).toFixed(0)} tx/s (${((prc20Calls / transactions) * 100).toFixed(1)}% PRC20 calls, ${head} blocks)`,
  ...describeHotCalls(hot),
  `memory after ${transactions} transactions: ${memory}`,
];
process.stdout.write(`${lines.join('\n')}\n`);
await devnet.stop();
if (values.data === undefined) rmSync(dataDir, { recursive: true, force: true });
