import { AbiCoder } from 'ethers';
import { describe, expect, it } from 'vitest';
import { revertText } from './context.js';

const coder = AbiCoder.defaultAbiCoder();
const errorData = (message: string) => `08c379a0${coder.encode(['string'], [message]).slice(2)}`;
const panicData = (code: number) => `4e487b71${coder.encode(['uint256'], [code]).slice(2)}`;

describe('revertText', () => {
  it('reads Error(string), Panic(uint256) and custom errors, the same the second time', () => {
    const cases: [string, string | null][] = [
      [errorData('insufficient balance'), 'insufficient balance'],
      [errorData('not the owner'), 'not the owner'],
      [panicData(0x11), 'Panic(0x11): arithmetic overflow or underflow'],
      ['deadbeef', 'custom error 0xdeadbeef'],
      ['08c379a0', null],
      ['zz', null],
    ];
    for (let round = 0; round < 2; round++) {
      for (const [data, text] of cases) expect(revertText(data)).toBe(text);
    }
  });

  it('reads long return data whole, whether or not it was seen before', () => {
    const long = errorData('x'.repeat(2_000));
    expect(revertText(long)).toBe('x'.repeat(2_000));
    expect(revertText(long)).toBe('x'.repeat(2_000));
    expect(revertText(errorData('y'.repeat(2_000)))).toBe('y'.repeat(2_000));
  });

  it('keeps giving the right text after more distinct payloads than it remembers', () => {
    for (let i = 0; i < 12_000; i++) expect(revertText(errorData(`e${i}`))).toBe(`e${i}`);
    expect(revertText(errorData('e5'))).toBe('e5');
  });
});
