import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, describe, expect, it } from 'vitest';

const CHILD = new URL('../test/child-devnet.ts', import.meta.url).pathname;
const BLOCK_TIME_MS = 100;

interface Running {
  child: ChildProcess;
  url: string;
}

async function launch(dataDir: string): Promise<Running> {
  const child = spawn(
    process.execPath,
    ['--conditions=@poxscan/source', '--import', 'tsx', CHILD, dataDir, String(BLOCK_TIME_MS)],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const lines = createInterface({ input: child.stdout! });
  const first = await new Promise<string>((resolve, reject) => {
    lines.once('line', resolve);
    child.once('exit', (code) => reject(new Error(`devnet child exited with ${code}`)));
  });
  return { child, url: (JSON.parse(first) as { url: string }).url };
}

async function api<T>(url: string, path: string, body: unknown = {}): Promise<T> {
  const response = await fetch(`${url}/wallet/${path}`, { method: 'POST', body: JSON.stringify(body) });
  return (await response.json()) as T;
}

type Block = { blockID: string; block_header: { raw_data: { number: number; parentHash: string } } };
const head = (url: string) => api<Block>(url, 'getnowblock');
const blockAt = (url: string, num: number) => api<Block>(url, 'getblockbynum', { num });

async function waitForHead(url: string, atLeast: number): Promise<number> {
  for (let i = 0; i < 600; i++) {
    const number = (await head(url)).block_header.raw_data.number;
    if (number >= atLeast) return number;
    await new Promise((resolve) => setTimeout(resolve, BLOCK_TIME_MS));
  }
  throw new Error(`head never reached ${atLeast}`);
}

const exited = (child: ChildProcess) => new Promise((resolve) => child.once('exit', resolve));

describe('persistence', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'poxscan-devnet-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('continues the same chain after kill -9 and after a clean stop', { timeout: 180_000 }, async () => {
    const first = await launch(dataDir);
    const reached = await waitForHead(first.url, 32);
    const block30 = await blockAt(first.url, 30);
    first.child.kill('SIGKILL');
    await exited(first.child);

    const second = await launch(dataDir);
    const restartHead = (await head(second.url)).block_header.raw_data.number;
    // At most the block being produced when the process died is lost.
    expect(restartHead).toBeGreaterThanOrEqual(reached - 1);
    expect((await blockAt(second.url, 30)).blockID).toBe(block30.blockID);
    const continued = await waitForHead(second.url, restartHead + 5);
    const next = await blockAt(second.url, restartHead + 1);
    expect(next.block_header.raw_data.parentHash).toBe((await blockAt(second.url, restartHead)).blockID);
    second.child.kill('SIGTERM');
    await exited(second.child);

    const third = await launch(dataDir);
    expect((await head(third.url)).block_header.raw_data.number).toBeGreaterThanOrEqual(continued);
    expect((await blockAt(third.url, 30)).blockID).toBe(block30.blockID);
    const txs = await api<unknown[]>(third.url, 'gettransactioninfobyblocknum', { num: 30 });
    expect(txs.length).toBeGreaterThan(0);
    // The simulated users find their contracts again instead of deploying new ones.
    let deployments = 0;
    for (let start = 0; start <= continued; start += 100) {
      const { block = [] } = await api<{
        block?: Array<{ transactions?: Array<{ raw_data: { contract: Array<{ type: string }> } }> }>;
      }>(third.url, 'getblockbylimitnext', { startNum: start, endNum: start + 100 });
      for (const b of block)
        deployments += (b.transactions ?? []).filter(
          (t) => t.raw_data.contract[0]!.type === 'CreateSmartContract',
        ).length;
    }
    expect(deployments).toBe(6);
    third.child.kill('SIGTERM');
    await exited(third.child);
  });
});
