import { describe, expect, it } from 'vitest';
import { abiOfText } from './abi-text.js';

const abi = (name: string) => JSON.stringify([{ type: 'event', name, inputs: [] }]);

describe('abiOfText', () => {
  it('parses a text once: the same text gives the same object, whose events are then built once', () => {
    const first = abiOfText(abi('Transfer'));
    expect(first).toEqual([{ type: 'event', name: 'Transfer', inputs: [] }]);
    expect(abiOfText(abi('Transfer'))).toBe(first);
    expect(abiOfText(abi('Approval'))).not.toBe(first);
  });

  it('reads no ABI as none', () => {
    expect(abiOfText(null)).toBeUndefined();
    expect(abiOfText(undefined)).toBeUndefined();
  });

  it('keeps the ABIs read last, and drops the one read longest ago past its cap', () => {
    const kept = abiOfText(abi('Kept'));
    const dropped = abiOfText(abi('Dropped'));
    for (let i = 0; i < 300; i++) {
      abiOfText(abi(`E${i}`));
      if (i % 10 === 0) abiOfText(abi('Kept'));
    }
    expect(abiOfText(abi('Kept'))).toBe(kept);
    expect(abiOfText(abi('Dropped'))).not.toBe(dropped);
  });
});
