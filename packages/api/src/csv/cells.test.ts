import { describe, expect, it } from 'vitest';
import { formatUnits, isoUtc, neutralise } from './cells.js';

describe('CSV cells', () => {
  it('applies decimals exactly, without floating point', () => {
    expect(formatUnits(1_500_000n, 6)).toBe('1.5');
    expect(formatUnits(1n, 6)).toBe('0.000001');
    expect(formatUnits(0n, 6)).toBe('0');
    expect(formatUnits(12_000_000n, 6)).toBe('12');
    expect(formatUnits(123n, 0)).toBe('123');
    expect(formatUnits(10n ** 30n + 7n, 18)).toBe('1000000000000.000000000000000007');
    expect(formatUnits(-2_500_000n, 6)).toBe('-2.5');
  });

  it('writes UTC ISO-8601 times', () => {
    expect(isoUtc(Date.UTC(2024, 1, 1, 0, 0, 3))).toBe('2024-02-01T00:00:03Z');
  });

  it('neutralises cells a spreadsheet would evaluate', () => {
    for (const bad of ['=1+1', '+SUM(A1)', '-2+3', '@cmd', '\tx', '\r=x']) {
      expect(neutralise(bad)).toBe(`'${bad}`);
    }
    expect(neutralise('USDT')).toBe('USDT');
    expect(neutralise('a=b')).toBe('a=b');
  });
});
