import { AbiCoder } from 'ethers';
import { strip0x } from '../hex.js';

/** Meaning of Solidity's Panic(uint256) codes. */
export const PANIC_CODES: Readonly<Record<number, string>> = {
  0: 'generic compiler panic',
  1: 'assertion failed',
  17: 'arithmetic overflow or underflow',
  18: 'division or modulo by zero',
  33: 'invalid enum value',
  34: 'incorrectly encoded storage byte array',
  49: 'pop() on an empty array',
  50: 'array index out of bounds',
  65: 'out of memory (allocation too large)',
  81: 'call to an uninitialised internal function',
};

export type RevertReason =
  | { kind: 'Error'; message: string }
  | { kind: 'Panic'; code: bigint; message: string }
  | { kind: 'Custom'; selector: string; data: string };

const ERROR_SELECTOR = '08c379a0';
const PANIC_SELECTOR = '4e487b71';
const coder = AbiCoder.defaultAbiCoder();

/**
 * Decodes revert data (TransactionInfo.contractResult[0] of a REVERT): Error(string) gives its
 * message, Panic(uint256) its code and meaning, any other 4-byte selector a custom error. Empty or
 * malformed data gives null.
 */
export function decodeRevertReason(revertHex: string): RevertReason | null {
  const hex = strip0x(revertHex ?? '').toLowerCase();
  if (hex.length < 8 || hex.length % 2 !== 0 || !/^[0-9a-f]+$/.test(hex)) return null;
  const selector = hex.slice(0, 8);
  const body = `0x${hex.slice(8)}`;
  try {
    if (selector === ERROR_SELECTOR)
      return { kind: 'Error', message: coder.decode(['string'], body)[0] as string };
    if (selector === PANIC_SELECTOR) {
      const code = coder.decode(['uint256'], body)[0] as bigint;
      const meaning = PANIC_CODES[Number(code)];
      const message = code <= 0xffn && meaning ? meaning : `unknown panic code 0x${code.toString(16)}`;
      return { kind: 'Panic', code, message };
    }
  } catch {
    return null;
  }
  return { kind: 'Custom', selector, data: hex.slice(8) };
}
