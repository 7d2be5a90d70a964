import { describe, expect, it } from 'vitest';
import {
  base58ToHex,
  decimalToHex,
  hashes,
  hexToBase58,
  hexToDecimal,
  hexToText,
  poxToSun,
  sunToPox,
  textToHex,
} from './conversions';

const BASE58 = 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7';
const HEX = '4174472e7d35395a6b5add427eecb7f4b62ad2b071';

describe('conversions', () => {
  it('turns addresses both ways and says what is wrong with a bad one', () => {
    expect(base58ToHex(BASE58)).toEqual({ ok: true, value: HEX });
    expect(hexToBase58(HEX)).toEqual({ ok: true, value: BASE58 });
    expect(hexToBase58(`0x${HEX.slice(2)}`)).toEqual({ ok: true, value: BASE58 });
    const bad = base58ToHex(`${BASE58.slice(0, -1)}8`);
    expect(bad.ok).toBe(false);
    expect(!bad.ok && bad.error).toMatch(/^Not a valid address: .*checksum/);
  });

  it('turns text into its UTF-8 hex and back, refusing bytes that are not text', () => {
    expect(textToHex('POX ✓')).toEqual({ ok: true, value: '504f5820e29c93' });
    expect(hexToText('0x504f5820e29c93')).toEqual({ ok: true, value: 'POX ✓' });
    expect(hexToText('ff')).toEqual({ ok: false, error: 'These bytes are not valid UTF-8 text.' });
    expect(hexToText('abc')).toEqual({ ok: false, error: 'Not valid hex: invalid hex: odd length 3' });
  });

  it('turns numbers of any size into hex and back', () => {
    const big = (2n ** 200n + 5n).toString();
    expect(hexToDecimal(decimalToHex(big).ok ? (decimalToHex(big) as { value: string }).value : '')).toEqual({
      ok: true,
      value: big,
    });
    expect(decimalToHex('255')).toEqual({ ok: true, value: '0xff' });
    expect(hexToDecimal('FF')).toEqual({ ok: true, value: '255' });
    expect(decimalToHex('-1').ok).toBe(false);
    expect(decimalToHex('1,000').ok).toBe(false);
    expect(hexToDecimal('0xg1')).toEqual({
      ok: false,
      error: 'Enter hex digits 0–9 and a–f, with or without 0x.',
    });
  });

  it('turns sun into POX and back exactly', () => {
    expect(sunToPox('1234567')).toEqual({ ok: true, value: '1.234567' });
    expect(poxToSun('1.234567')).toEqual({ ok: true, value: '1234567' });
    expect(poxToSun('12345678901234567890.5')).toEqual({ ok: true, value: '12345678901234567890500000' });
    expect(poxToSun('0.0000001')).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^Not a POX amount: .*decimal/),
    });
    expect(sunToPox('1.5').ok).toBe(false);
  });

  it('hashes text or hex bytes with keccak256 and sha256', () => {
    expect(hashes('', 'text')).toEqual({
      keccak256: 'c5d2460186f7233c927e7db2dcc703c0e500b653ca82273b7bfad8045d85a470',
      sha256: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
    });
    expect(hashes('0x616263', 'hex')).toEqual(hashes('abc', 'text'));
    expect(hashes('0x6', 'hex')).toEqual({ error: 'Not valid hex: invalid hex: odd length 1' });
  });
});
