import { appendFileSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { blockJsonOf } from '../chain/block-json.js';
import { startDevnet } from '../index.js';
import { receiptJson } from '../tx/receipt-json.js';

describe('block log on disk', () => {
  const dirs: string[] = [];
  const fresh = () => {
    const dir = mkdtempSync(join(tmpdir(), 'poxscan-devnet-log-'));
    dirs.push(dir);
    return dir;
  };
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('keeps a forked branch across a restart and cuts a torn last line', async () => {
    const dataDir = fresh();
    const first = await startDevnet({ port: 0, dataDir, produceBlocks: false });
    await first.hooks.produceBlocks(30);
    await first.hooks.fork(3);
    const head = first.chain.headNumber;
    const ids = Array.from({ length: head + 1 }, (_, n) => first.chain.store.idAt(n));
    await first.stop();
    appendFileSync(join(dataDir, 'blocks.log'), '{"number":');

    const second = await startDevnet({ port: 0, dataDir, produceBlocks: false });
    expect(second.chain.headNumber).toBe(head);
    expect(Array.from({ length: head + 1 }, (_, n) => second.chain.store.idAt(n))).toEqual(ids);
    await second.hooks.produceBlocks(2);
    expect(second.chain.store.get(head + 1)!.parentHash).toBe(ids[head]);
    await second.stop();
  });

  it('refuses to start on a damaged line followed by blocks, and leaves the log as it is', async () => {
    const dataDir = fresh();
    const first = await startDevnet({ port: 0, dataDir, produceBlocks: false });
    await first.hooks.produceBlocks(5);
    await first.stop();
    const log = join(dataDir, 'blocks.log');
    const lines = readFileSync(log, 'utf8').split('\n');
    lines[2] = '{"size":3,"block":';
    writeFileSync(log, lines.join('\n'));
    const before = statSync(log).size;
    await expect(startDevnet({ port: 0, dataDir, produceBlocks: false })).rejects.toThrow(
      'blocks.log: the line at byte',
    );
    expect(statSync(log).size).toBe(before);
  });

  it('replays from genesis when the snapshot is missing', async () => {
    const dataDir = fresh();
    const first = await startDevnet({ port: 0, dataDir, produceBlocks: false, traffic: 'low' });
    await first.hooks.produceBlocks(15);
    const balance = first.chain.world.account(first.keys.accounts[3]!.hex)!.balance;
    expect(balance).not.toBe(10_000_000_000_000n);
    await first.stop();
    rmSync(join(dataDir, 'state.json'));
    const second = await startDevnet({ port: 0, dataDir, produceBlocks: false });
    expect(second.chain.headNumber).toBe(15);
    expect(second.chain.world.account(second.keys.accounts[3]!.hex)!.balance).toBe(balance);
    await second.stop();
  });

  it("serves blocks and receipts straight from the log's text, and reads them back after a restart", async () => {
    const dataDir = fresh();
    const devnet = await startDevnet({ port: 0, dataDir, produceBlocks: false, traffic: 'low' });
    await devnet.hooks.produceBlocks(8);
    const post = async (path: string, body: unknown) =>
      (await fetch(`${devnet.url}/wallet/${path}`, { method: 'POST', body: JSON.stringify(body) })).json();
    const blocks = Array.from({ length: 9 }, (_, n) => devnet.chain.store.get(n)!);
    const { block } = (await post('getblockbylimitnext', { startNum: 0, endNum: 20 })) as {
      block: unknown[];
    };
    expect(block).toEqual(blocks.map((b) => blockJsonOf(b)));
    const busy = blocks.findLast((b) => b.transactions.length > 0)!;
    expect(await post('gettransactioninfobyblocknum', { num: busy.number })).toEqual(
      busy.receipts.map(receiptJson),
    );
    expect(devnet.chain.store.infoJson(busy.number)).toBeDefined();
    await devnet.stop();

    const again = await startDevnet({ port: 0, dataDir, produceBlocks: false });
    expect(Array.from({ length: 9 }, (_, n) => again.chain.store.get(n))).toEqual(blocks);
    await again.stop();
  });
});
