import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startDevnet } from '@poxscan/devnet';

/**
 * A devnet data directory holding at least `transactions` transactions of high traffic, made once
 * and reused by later runs (it takes minutes to produce).
 */
export interface History {
  dir: string;
  head: number;
  transactions: number;
}

export async function devnetHistory(transactions: number, log: (line: string) => void): Promise<History> {
  const dir = join(tmpdir(), `poxscan-bench-history-${transactions}`);
  const ready = join(dir, 'ready.json');
  if (existsSync(ready)) return { dir, ...(JSON.parse(readFileSync(ready, 'utf8')) as Omit<History, 'dir'>) };
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const devnet = await startDevnet({
    port: 0,
    dataDir: dir,
    produceBlocks: false,
    traffic: 'high',
    testHooks: true,
  });
  let total = 0;
  const started = Date.now();
  while (total < transactions) {
    await devnet.hooks.produceBlocks(20);
    total = 0;
    for (let n = 1; n <= devnet.chain.headNumber; n++)
      total += devnet.chain.store.get(n)!.transactions.length;
    log(
      `  devnet history: block ${devnet.chain.headNumber}, ${total} transactions (${Math.round((Date.now() - started) / 1000)} s)`,
    );
  }
  const head = devnet.chain.headNumber;
  await devnet.stop();
  writeFileSync(ready, JSON.stringify({ head, transactions: total }));
  return { dir, head, transactions: total };
}
