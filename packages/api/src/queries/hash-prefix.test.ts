import { describe, expect, it } from 'vitest';
import { hexPrefixRange } from './hash-prefix.js';

describe('hexPrefixRange', () => {
  it('bounds an even-length prefix by the next value of the same length', () => {
    expect(hexPrefixRange('ab12')).toEqual({ low: 'ab12', high: 'ab13' });
    expect(hexPrefixRange('09')).toEqual({ low: '09', high: '0a' });
  });

  it('pads an odd-length prefix with 0 for its low bound and increments it for its high bound', () => {
    expect(hexPrefixRange('abc')).toEqual({ low: 'abc0', high: 'abd0' });
    expect(hexPrefixRange('a')).toEqual({ low: 'a0', high: 'b0' });
  });

  it('carries an f into the digit before it', () => {
    expect(hexPrefixRange('abff')).toEqual({ low: 'abff', high: 'ac00' });
    expect(hexPrefixRange('0ff')).toEqual({ low: '0ff0', high: '1000' });
    expect(hexPrefixRange('9f')).toEqual({ low: '9f', high: 'a0' });
  });

  it('leaves an all-f prefix without an upper bound', () => {
    expect(hexPrefixRange('ff')).toEqual({ low: 'ff', high: undefined });
    expect(hexPrefixRange('fff')).toEqual({ low: 'fff0', high: undefined });
  });

  it('holds every 64-digit hash that starts with the prefix, and no other', () => {
    const hashes = ['ab', 'abbf', 'abc0', 'abcf', 'abd0', 'ac', 'ff'].map((p) => p.padEnd(64, '0'));
    const inRange = (prefix: string) => {
      const { low, high } = hexPrefixRange(prefix);
      return hashes.filter((h) => h >= low && (high === undefined || h < high));
    };
    for (const prefix of ['ab', 'abc', 'abcf', 'a', 'f', 'ff', 'abd'])
      expect(inRange(prefix)).toEqual(hashes.filter((h) => h.startsWith(prefix)));
  });
});
