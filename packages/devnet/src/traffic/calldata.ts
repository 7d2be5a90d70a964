import { bytesToHex, keccak256Bytes } from '@poxscan/protocol';
import { utils } from 'tronweb';

const selectors = new Map<string, string>();

export function selector(signature: string): string {
  let hex = selectors.get(signature);
  if (hex === undefined) {
    hex = bytesToHex(keccak256Bytes(Buffer.from(signature, 'utf8')).subarray(0, 4));
    selectors.set(signature, hex);
  }
  return hex;
}

/** ABI word of a TRON hex address (its 20-byte EVM form). */
export const addressWord = (hex: string): string => hex.slice(2).padStart(64, '0');
export const uintWord = (value: bigint | number): string => BigInt(value).toString(16).padStart(64, '0');

export const call = (signature: string, ...words: string[]): string => selector(signature) + words.join('');

/** ABI-encoded constructor arguments, appended to the bytecode of a deployment. */
export function constructorArgs(types: string[], values: unknown[]): string {
  return utils.abi.encodeParams(types, values).replace(/^0x/, '');
}
