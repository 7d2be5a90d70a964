import { describe, expect, it } from 'vitest';
import { blockPayOf, standbyIssued } from './block-pay.js';

describe('block pay', () => {
  it('credits what java-tron credits: each SR share truncated in floating point', () => {
    // 49 * (2 / 98) is 0.999… in doubles: java-tron pays each SR 0, though 2 * 49 / 98 is exactly 1.
    expect(standbyIssued(2n, [49n, 49n])).toBe(0n);
    expect(standbyIssued(160_000_000n, [3n, 3n, 3n])).toBe(159_999_999n);
    expect(standbyIssued(160_000_000n, [0n, 0n])).toBe(0n);
  });

  it('shares among the 127 most voted SRs only', () => {
    // Shared by all 128, each would get 127/128 of a sun, truncated to none.
    expect(
      standbyIssued(
        127n,
        Array.from({ length: 128 }, () => 1n),
      ),
    ).toBe(127n);
  });

  it("adds the producer's pay", () => {
    expect(blockPayOf({ witness: 16n, standby: 160n }, [1n, 2n])).toEqual({ witness: 16n, standby: 159n });
  });
});
