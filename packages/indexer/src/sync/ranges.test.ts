import { describe, expect, it } from 'vitest';
import type { Seqs } from '../decode/rows.js';
import { RangeQueue } from './ranges.js';

/** A fetch whose answers the test gives, range by range. */
function fakeFetch() {
  const asked: { from: number; count: number; seqs: Seqs | undefined }[] = [];
  const answers = new Map<number, { resolve: (blocks: number[]) => void; reject: (e: Error) => void }>();
  const fetch = (from: number, count: number, seqs: Seqs | undefined) =>
    new Promise<number[]>((resolve, reject) => {
      asked.push({ from, count, seqs });
      answers.set(from, { resolve, reject });
    });
  const blocks = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i);
  /** Answers the range at `from` with `count` blocks, and lets its callbacks run. */
  const answer = async (from: number, count: number) => {
    answers.get(from)!.resolve(blocks(from, count));
    await new Promise((r) => setImmediate(r));
  };
  const fail = async (from: number) => {
    answers.get(from)!.reject(new Error(`range ${from} failed`));
    await new Promise((r) => setImmediate(r));
  };
  return { fetch, asked, answer, fail };
}

const SEQS = { tx: 7, transfer: 3 };

describe('RangeQueue', () => {
  it('asks for ranges up to the limit and the head, the checkpoint seqs with the first only', () => {
    const f = fakeFetch();
    const queue = new RangeQueue(f.fetch, 10, 34, 10, SEQS);
    queue.schedule(2);
    queue.schedule(2);
    expect(f.asked).toEqual([
      { from: 10, count: 10, seqs: SEQS },
      { from: 20, count: 10, seqs: undefined },
    ]);
    queue.schedule(5);
    expect(f.asked.slice(2)).toEqual([{ from: 30, count: 5, seqs: undefined }]);
  });

  it('takes the first range and every one after it that has come, in order', async () => {
    const f = fakeFetch();
    const queue = new RangeQueue(f.fetch, 0, 39, 10, SEQS);
    queue.schedule(4);
    await f.answer(20, 10);
    await f.answer(10, 10);
    const taken = queue.take();
    await f.answer(0, 10);
    // 30 has not come: it waits for the next take.
    expect(await taken).toEqual({ blocks: Array.from({ length: 30 }, (_, i) => i), whole: true });
    expect(queue.empty).toBe(false);
    await f.answer(30, 10);
    expect((await queue.take()).blocks).toEqual(Array.from({ length: 10 }, (_, i) => 30 + i));
    expect(queue.empty).toBe(true);
  });

  it('waits for the first range even when later ones have come', async () => {
    const f = fakeFetch();
    const queue = new RangeQueue(f.fetch, 0, 19, 10, SEQS);
    queue.schedule(2);
    await f.answer(10, 10);
    let done = false;
    const taken = queue.take().then((t) => {
      done = true;
      return t;
    });
    await new Promise((r) => setImmediate(r));
    expect(done).toBe(false);
    await f.answer(0, 10);
    expect((await taken).blocks).toHaveLength(20);
  });

  it('ends what is taken at a range that came short', async () => {
    const f = fakeFetch();
    const queue = new RangeQueue(f.fetch, 0, 29, 10, SEQS);
    queue.schedule(3);
    await f.answer(0, 10);
    await f.answer(10, 4);
    await f.answer(20, 10);
    expect(await queue.take()).toEqual({ blocks: Array.from({ length: 14 }, (_, i) => i), whole: false });
  });

  it('a first range that came short is taken alone', async () => {
    const f = fakeFetch();
    const queue = new RangeQueue(f.fetch, 0, 19, 10, SEQS);
    queue.schedule(2);
    await f.answer(10, 10);
    await f.answer(0, 0);
    expect(await queue.take()).toEqual({ blocks: [], whole: false });
  });

  it('leaves a failed range for the next take, which rejects with its error', async () => {
    const f = fakeFetch();
    const queue = new RangeQueue(f.fetch, 0, 29, 10, SEQS);
    queue.schedule(3);
    await f.answer(0, 10);
    await f.fail(10);
    await f.answer(20, 10);
    expect((await queue.take()).blocks).toHaveLength(10);
    await expect(queue.take()).rejects.toThrow('range 10 failed');
  });
});
