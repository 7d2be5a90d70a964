import { describe, expect, it } from 'vitest';
import { packZeroRuns, unpackZeroRuns, ZERO_RUNS_FORM } from './zero-runs.js';

const roundTrip = (hex: string) => {
  const packed = packZeroRuns(hex);
  return packed.startsWith(ZERO_RUNS_FORM) ? unpackZeroRuns(packed) : packed;
};

/** A deterministic byte string of `length` bytes with zero runs of 0 to 40 bytes between others. */
function sample(seed: number, length: number): string {
  let state = seed;
  const next = () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state;
  };
  let hex = '';
  while (hex.length < length * 2) {
    hex += next() % 3 === 0 ? '00'.repeat(next() % 41) : ((next() % 255) + 1).toString(16).padStart(2, '0');
  }
  return hex.slice(0, length * 2);
}

describe('zero runs', () => {
  it('counts an ABI call’s zero bytes: a token transfer of 32-byte words', () => {
    const data = `a9059cbb${'00'.repeat(12)}${'ab'.repeat(20)}${'00'.repeat(27)}0517da02c0`;
    const packed = packZeroRuns(data);
    // 0x01, then 4 + 20 + 5 literal bytes with a one-byte count each, and two one-byte run lengths.
    expect(packed).toBe(`01${'04a9059cbb'}0c${'14'}${'ab'.repeat(20)}1b050517da02c0`);
    expect(unpackZeroRuns(packed)).toBe(data);
  });

  it('leaves bytes alone where counting would not make them shorter', () => {
    for (const hex of ['', 'ab', `ab${'00'.repeat(3)}cd`, `ab${'00'.repeat(4)}cd`, `a${'0'.repeat(9)}b`])
      expect(packZeroRuns(hex), hex).toBe(hex);
  });

  it('counts runs at the start and the end, and runs longer than a one-byte count', () => {
    for (const hex of [
      `${'00'.repeat(9)}ab`,
      `ab${'00'.repeat(9)}`,
      `ab${'00'.repeat(300)}cd${'00'.repeat(5)}ef`,
    ]) {
      const packed = packZeroRuns(hex);
      expect(packed.length, hex).toBeLessThan(hex.length);
      expect(unpackZeroRuns(packed), hex).toBe(hex);
    }
  });

  it('never counts zeros that straddle two bytes', () => {
    // a0 000000 0b: eight zero digits, but three zero bytes.
    const hex = `a${'0'.repeat(8)}b${'cd'.repeat(3)}`;
    expect(packZeroRuns(hex)).toBe(hex);
    const later = `${hex}${'00'.repeat(6)}ef`;
    expect(packZeroRuns(later)).toBe(`0108a00000000bcdcdcd0601ef`);
    expect(unpackZeroRuns(packZeroRuns(later))).toBe(later);
  });

  it('marks bytes that already start as the form does, so they read back', () => {
    const hex = `01${'ab'.repeat(10)}`;
    const packed = packZeroRuns(hex);
    expect(packed).not.toBe(hex);
    expect(unpackZeroRuns(packed)).toBe(hex);
  });

  it('reads back every sample byte for byte', () => {
    for (let seed = 1; seed <= 300; seed++) {
      const hex = sample(seed, 1 + (seed % 200));
      expect(roundTrip(hex), `seed ${seed}`).toBe(hex);
    }
  });

  it('refuses a packed value cut short', () => {
    const packed = packZeroRuns(`ab${'00'.repeat(9)}cdef`);
    expect(() => unpackZeroRuns(packed.slice(0, packed.length - 2))).toThrow(/shorter|ends inside/);
  });
});
