import { describe, expect, it } from 'vitest';
import { formatAmount, percentOf, shareOf, usdValue } from './amount';
import { formatBytes, middleEllipsis } from './number';
import { formatAge, formatDuration, formatUtc } from './time';

describe('amount formatting', () => {
  it('groups thousands and keeps every digit of the full form, beyond 2^53', () => {
    expect(formatAmount('123456789012345678901234', 18)).toEqual({
      short: '123,456.789012',
      full: '123,456.789012345678901234',
      cut: true,
    });
    expect(formatAmount('1500000')).toEqual({ short: '1.5', full: '1.5', cut: false });
    expect(formatAmount('-2000000').short).toBe('-2');
  });

  it('never shortens a small amount to zero: it keeps four significant digits', () => {
    expect(formatAmount('12345678901', 18)).toEqual({
      short: '0.00000001234',
      full: '0.000000012345678901',
      cut: true,
    });
    expect(formatAmount('-5', 18).short).toBe('-0.000000000000000005');
    expect(formatAmount('6758123', 9)).toEqual({ short: '0.006758', full: '0.006758123', cut: true });
  });

  it('computes shares and USD values without floating point on the amount', () => {
    expect(percentOf('1', '3')).toBe('33.33');
    expect(percentOf('99999999999999999999', '100000000000000000000', 4)).toBe('99.9999');
    expect(percentOf('1', '0')).toBeUndefined();
    // Rounded, not cut: 0.0256% of the supply staked is 0.03%, and 3.5872% of the votes 3.59%.
    expect(percentOf('256', '1000000')).toBe('0.03');
    expect(percentOf('3000000659', '83630000000')).toBe('3.59');
    expect(percentOf('-256', '1000000')).toBe('-0.03');
    expect(percentOf('99996', '100000')).toBe('99.99');
    expect(percentOf('100000', '100000')).toBe('100.00');
    expect(shareOf('12521000000', '100000000000000000')).toBe('Under 0.01');
    expect(shareOf('0', '100000000000000000')).toBe('0.00');
    expect(shareOf('1', '3')).toBe('33.33');
    expect(usdValue('2500000', 0.12)).toBe('0.30');
    expect(usdValue('100000000000000000000000', 1.5)).toBe('150,000,000,000,000,000.00');
  });
});

describe('time and size formatting', () => {
  it('says how long ago, with singular and plural units', () => {
    const now = Date.UTC(2025, 0, 2);
    expect(formatAge(now - 1000, now)).toBe('1 sec ago');
    expect(formatAge(now - 59_000, now)).toBe('59 secs ago');
    expect(formatAge(now - 3 * 3_600_000, now)).toBe('3 hrs ago');
    expect(formatAge(now + 5000, now)).toBe('just now');
    expect(formatUtc(Date.UTC(2025, 4, 1, 9, 30, 5))).toBe('2025-05-01 09:30:05 UTC');
    expect(formatDuration(4200)).toBe('4.2 s');
  });

  it('shortens identifiers in the middle and sizes in KB', () => {
    expect(middleEllipsis('TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7')).toBe('TLa2f6…wYjU7');
    expect(middleEllipsis('short')).toBe('short');
    expect(formatBytes(1536)).toBe('1.5 KB');
  });
});
