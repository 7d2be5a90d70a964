import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPox, formatUnits, parsePox, parseUnits, SUN_PER_POX } from './units.js';

describe('units', () => {
  it('parses POX into sun without floating point', () => {
    expect(SUN_PER_POX).toBe(1_000_000n);
    expect(parsePox('1')).toBe(1_000_000n);
    expect(parsePox('0.000001')).toBe(1n);
    expect(parsePox(' 12.5 ')).toBe(12_500_000n);
    expect(parsePox('.5')).toBe(500_000n);
    expect(parsePox('5.')).toBe(5_000_000n);
    expect(parseUnits('123456789012345678901234567890.123456789012345678', 18)).toBe(
      123456789012345678901234567890123456789012345678n,
    );
  });

  it('rejects bad input with a reason', () => {
    expect(() => parsePox('1.0000001')).toThrow('too many decimal places: 7 given, at most 6');
    expect(() => parsePox('1,5')).toThrow("invalid character ',' at position 1");
    expect(() => parsePox('1e6')).toThrow("invalid character 'e' at position 1");
    expect(() => parsePox('-1')).toThrow('negative amounts are not allowed');
    expect(() => parsePox('1.2.3')).toThrow('more than one decimal point');
    expect(() => parsePox('')).toThrow('empty amount');
    expect(() => parseUnits('1', -1)).toThrow(RangeError);
    expect(parsePox('-1.5', { allowNegative: true })).toBe(-1_500_000n);
  });

  it('formats with thousands separators, trimmed zeros and a fraction limit', () => {
    expect(formatPox(1_234_567_890_000n, { thousands: true })).toBe('1,234,567.89');
    expect(formatPox(1_000_000n)).toBe('1');
    expect(formatPox(1_000_000n, { trimZeros: false })).toBe('1.000000');
    expect(formatPox(1n)).toBe('0.000001');
    expect(formatPox(1_999_999n, { maxFractionDigits: 2 })).toBe('1.99');
    expect(formatPox(-1_500_000n)).toBe('-1.5');
    expect(formatPox(-1n, { maxFractionDigits: 2 })).toBe('0');
    expect(formatUnits(123n, 0, { thousands: true })).toBe('123');
    expect(formatUnits(1234n, 0, { thousands: true })).toBe('1,234');
  });

  it('round-trips any amount for decimals 0–36 (property)', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 60n), max: 10n ** 60n }),
        fc.integer({ min: 0, max: 36 }),
        fc.boolean(),
        fc.boolean(),
        (amount, decimals, thousands, trimZeros) => {
          const text = formatUnits(amount, decimals, { thousands, trimZeros });
          expect(parseUnits(text.replaceAll(',', ''), decimals, { allowNegative: true })).toBe(amount);
        },
      ),
    );
  });
});
