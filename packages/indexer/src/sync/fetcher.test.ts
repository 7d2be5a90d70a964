import { afterAll, beforeAll, expect, it } from 'vitest';
import { type FlakyProxy, flakyProxy } from '../test/flaky-proxy.js';
import { quietDevnet } from '../test/harness.js';
import { Fetcher } from './fetcher.js';

let proxy: FlakyProxy;
let stop: () => Promise<void>;

beforeAll(async () => {
  const devnet = await quietDevnet('high');
  await devnet.hooks.produceBlocks(30);
  proxy = await flakyProxy(devnet.url);
  stop = async () => {
    await proxy.close();
    await devnet.stop();
  };
}, 60_000);
afterAll(() => stop());

/** The block range a node call was for: getblockbylimitnext's start, or the receipts' block. */
function blockOf(call: { path: string; body: string }): number {
  const body = JSON.parse(call.body) as { startNum?: number; num?: number };
  return body.startNum ?? body.num ?? -1;
}

it('downloads the ranges asked at once one after another, answers them in order, numbers their text on', async () => {
  const fetcher = new Fetcher({ fullnodeUrl: proxy.url, rows: 'copy' });
  try {
    proxy.calls.length = 0;
    const answered: number[] = [];
    const start = { tx: 70, transfer: 9 };
    const ranges = [1, 11, 21].map((from) =>
      fetcher.fetch(from, 10, { witness: 0n, standby: 0n }, from === 1 ? start : undefined).then((blocks) => {
        answered.push(from);
        return blocks;
      }),
    );
    const fetched = await Promise.all(ranges);

    expect(answered).toEqual([1, 11, 21]);
    expect(fetched.map((blocks) => blocks.map((b) => b.block.num))).toEqual(
      [1, 11, 21].map((from) => Array.from({ length: 10 }, (_, i) => from + i)),
    );
    // The first range's text numbered from the seqs given, each block's from the block before.
    let seqs = start;
    for (const { block, text } of fetched.flat()) {
      expect(text?.from, `block ${block.num}`).toEqual(seqs);
      seqs = { tx: seqs.tx + block.txCount, transfer: seqs.transfer + block.transferCount };
    }
    expect(seqs.tx, 'the blocks hold transactions').toBeGreaterThan(start.tx + 30);
    // Every node call of a range comes before the first of the next: the first range asked, the one
    // the writer waits for, does not share the thread with the ranges after it.
    const rangeOf = proxy.calls
      .filter((c) => c.path !== '/wallet/getcontract')
      .map((c) => Math.floor((blockOf(c) - 1) / 10));
    expect(rangeOf.filter((r) => r === 0).length, 'receipts were read').toBeGreaterThan(1);
    expect(rangeOf).toEqual([...rangeOf].sort((a, b) => a - b));
  } finally {
    await fetcher.close();
  }
}, 60_000);
