import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bytesToHex,
  bytesToUtf8,
  concatBytes,
  hexToBytes,
  hexToUtf8,
  isHex,
  strip0x,
  utf8ToBytes,
  utf8ToHex,
} from './hex.js';

describe('hex', () => {
  it('writes lowercase hex without 0x', () => {
    expect(bytesToHex(Uint8Array.of(0, 0xab, 0xff))).toBe('00abff');
  });

  it('reads hex with or without 0x, any case', () => {
    expect(hexToBytes('0xABff')).toEqual(Uint8Array.of(0xab, 0xff));
    expect(hexToBytes('')).toEqual(new Uint8Array());
  });

  it('rejects odd length and bad characters with a clear error', () => {
    expect(() => hexToBytes('abc')).toThrow('odd length 3');
    expect(() => hexToBytes('0xzz')).toThrow("character 'z' at position 0");
    // U+0161 and U+FF41 end in the byte of 'a': a table of 256 would take them for it.
    expect(() => hexToBytes('00ab0\u0161')).toThrow("character '\u0161' at position 5");
    expect(() => hexToBytes('\uff41b')).toThrow("character '\uff41' at position 0");
  });

  it('strips only one leading 0x', () => {
    expect(strip0x('0x0xab')).toBe('0xab');
    expect(strip0x('ab')).toBe('ab');
  });

  it('tells hex from other text', () => {
    expect(isHex('0x00ff')).toBe(true);
    expect(isHex('0f0')).toBe(false);
    expect(isHex('TXYZ')).toBe(false);
  });

  it('concatenates and converts UTF-8', () => {
    expect(concatBytes(Uint8Array.of(1), Uint8Array.of(2, 3))).toEqual(Uint8Array.of(1, 2, 3));
    expect(bytesToUtf8(utf8ToBytes('héllo ✓'))).toBe('héllo ✓');
    expect(utf8ToHex('Yuvi ✓')).toBe('5975766920e29c93');
    expect(hexToUtf8('0x5975766920E29C93')).toBe('Yuvi ✓');
  });

  it('round-trips any bytes through hex (property)', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), (bytes) => {
        const hex = bytesToHex(bytes);
        expect(hex).toMatch(/^[0-9a-f]*$/);
        expect(hexToBytes(hex)).toEqual(bytes);
        expect(hexToBytes(`0x${hex.toUpperCase()}`)).toEqual(bytes);
      }),
    );
  });
});
