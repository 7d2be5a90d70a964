import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CommitParts } from './commit-parts.js';

const blocks = (...txCounts: number[]) => txCounts.map((txCount, num) => ({ num, block: { txCount } }));
const nums = (parts: { num: number }[][]) => parts.map((p) => p.map((b) => b.num));

describe('CommitParts', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['performance'] }));
  afterEach(() => vi.useRealTimers());

  it('commits the blocks whole while no read has waited for a commit', () => {
    const parts = new CommitParts(10);
    parts.committed(0);
    expect(nums(parts.of(blocks(8, 8, 8)))).toEqual([[0, 1, 2]]);
  });

  it('splits them by transactions once a read waited, a larger block alone', () => {
    const parts = new CommitParts(10);
    parts.committed(2);
    expect(nums(parts.of(blocks(4, 6, 1, 25, 0, 9, 3)))).toEqual([[0, 1], [2], [3], [4, 5], [6]]);
  });

  it('commits whole again a minute after reads last waited', () => {
    const parts = new CommitParts(10);
    parts.committed(1);
    vi.advanceTimersByTime(59_000);
    parts.committed(0);
    expect(parts.of(blocks(8, 8))).toHaveLength(2);
    vi.advanceTimersByTime(1_000);
    expect(parts.of(blocks(8, 8))).toHaveLength(1);
  });
});
