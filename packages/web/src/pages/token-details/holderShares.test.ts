import { describe, expect, it } from 'vitest';
import { formatShare, holderSplit, splitShares } from './holderShares';

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

describe('holder shares', () => {
  it('sums to exactly 100.00 % where rounding each share alone would not', () => {
    // Three equal thirds round to 33.33 % each (99.99 %); one of them gets the spare hundredth.
    const thirds = splitShares([1n, 1n, 1n], 3n);
    expect(sum(thirds)).toBe(10_000);
    expect(thirds.map(formatShare)).toEqual(['33.34%', '33.33%', '33.33%']);
    // Seven parts of 1/7 (14.2857… %) each.
    expect(sum(splitShares(Array(7).fill(10n ** 30n), 7n * 10n ** 30n))).toBe(10_000);
  });

  it('gives the spare hundredths to the parts rounded down the most', () => {
    // 66.666… % and 33.333… %: the larger remainder (0.666) takes the spare.
    expect(splitShares([2n, 1n], 3n)).toEqual([6667, 3333]);
    expect(splitShares([0n, 5n], 5n)).toEqual([0, 10_000]);
    expect(splitShares([1n, 2n], 0n)).toEqual([0, 0]);
  });

  it('splits the supply between the top holders and everyone else', () => {
    const split = holderSplit(['750', '125'], '1000', 9);
    expect(split).toEqual({ top: [7500, 1250], others: 1250, otherHolders: 7 });
    expect(sum([...split.top, split.others])).toBe(10_000);
    // A supply the node has not caught up with is never a negative rest.
    expect(holderSplit(['600', '500'], '1000', 2)).toEqual({ top: [5455, 4545], others: 0, otherHolders: 0 });
  });
});
