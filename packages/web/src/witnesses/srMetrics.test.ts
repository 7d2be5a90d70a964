import { describe, expect, it } from 'vitest';
import { productivity, productivityBasisPoints, syncState, voterApr, votesChangeText } from './srMetrics';

describe('SR metrics', () => {
  it('computes productivity from produced and missed blocks, exactly', () => {
    expect(productivity(995, 5)).toBe('99.50%');
    expect(productivity(2, 1)).toBe('66.66%');
    expect(productivity(10, 0)).toBe('100.00%');
    expect(productivity(0, 0)).toBeUndefined();
    expect(productivityBasisPoints(2, 1)).toBe(6666);
  });

  it('says a change of votes with its sign', () => {
    expect(votesChangeText('5000')).toBe('+5,000');
    expect(votesChangeText('-1234567')).toBe('−1,234,567');
    expect(votesChangeText('0')).toBe('no change');
  });

  it('tells an SR in sync from one that fell behind the head', () => {
    expect(syncState(1000, 1030)).toEqual({ kind: 'in-sync' });
    expect(syncState(1000, 1100)).toEqual({ kind: 'behind', blocks: 100 });
    expect(syncState(null, 1100)).toEqual({ kind: 'no-blocks' });
  });

  it("estimates voters' yearly reward rate from the chain's reward parameters", () => {
    // 3 s blocks: 10,512,000 a year. A producing SR with 10% of the 127's votes and 20% brokerage:
    // (16 POX × blocks / 27 + 160 POX × blocks × 0.1) × 0.8 over 1,000,000,000 votes.
    const params = {
      payPerBlock: 16_000_000n,
      standbyPayPerBlock: 160_000_000n,
      blockTimeMs: 3000,
      rewardedVotes: 10_000_000_000n,
    };
    const sr = { rank: 1, votes: 1_000_000_000n, brokerage: 20, producing: true };
    expect(voterApr(sr, params)).toBe('13.95%');
    expect(voterApr({ ...sr, producing: false, rank: 40 }, params)).toBe('13.45%');
    expect(voterApr({ ...sr, brokerage: 100 }, params)).toBe('0.00%');
    expect(voterApr({ ...sr, votes: 0n }, params)).toBeUndefined();
    expect(voterApr({ ...sr, rank: 128 }, params)).toBeUndefined();
  });
});
