import { describe, expect, it } from 'vitest';
import { encodeAbiParams } from './params.js';
import { abiStringHead } from './string-head.js';

const encoded = (text: string) => encodeAbiParams([{ name: 's', type: 'string' }], [text]);

describe('abiStringHead', () => {
  it('reads a whole string, and its first characters', () => {
    expect(abiStringHead(encoded('ipfs://bafy/1.json'), 2048)).toBe('ipfs://bafy/1.json');
    expect(abiStringHead(encoded('ipfs://bafy/1.json'), 4)).toBe('ipfs');
    expect(abiStringHead(encoded(''), 10)).toBe('');
  });

  it('reads the head of an encoding cut anywhere after its length word', () => {
    const text = `data:application/json,${'x'.repeat(10_000)}`;
    const hex = encoded(text);
    expect(abiStringHead(hex.slice(0, 128 + 2 * 3000), 2048)).toBe(text.slice(0, 2048));
    expect(abiStringHead(hex.slice(0, 128 + 2 * 100), 2048)).toBe(text.slice(0, 100));
    expect(abiStringHead(hex.slice(0, 128), 2048)).toBe('');
  });

  it('leaves out a character whose bytes were cut off', () => {
    const hex = encoded('é'.repeat(100));
    // 11 bytes: five characters and the first byte of the sixth.
    expect(abiStringHead(hex.slice(0, 128 + 22), 2048)).toBe('ééééé');
    expect(abiStringHead(hex.slice(0, 128 + 22), 2048)).toBe('ééééé');
    expect(abiStringHead(hex, 3)).toBe('ééé');
  });

  it('refuses what is no string encoding', () => {
    expect(abiStringHead('', 10)).toBeUndefined();
    expect(abiStringHead('00'.repeat(40), 10)).toBeUndefined();
    expect(abiStringHead(`${'0'.repeat(62)}40${'0'.repeat(64)}`, 10)).toBeUndefined();
    expect(abiStringHead(`${'0'.repeat(62)}21${'0'.repeat(128)}`, 10)).toBeUndefined();
    expect(abiStringHead(`zz${encoded('a').slice(2)}`, 10)).toBeUndefined();
  });
});
