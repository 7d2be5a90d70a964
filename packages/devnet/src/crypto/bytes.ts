import { sha256 as nobleSha256 } from '@noble/hashes/sha2.js';
import { keccak_256 } from '@noble/hashes/sha3.js';

export const sha256 = (data: Uint8Array): Uint8Array => nobleSha256(data);
export const keccak256 = (data: Uint8Array): Uint8Array => keccak_256(data);

export function toHex(bytes: Uint8Array): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('hex');
}

const HEX = /^(?:[0-9a-fA-F]{2})*$/;

/** Decodes hex (optional 0x prefix); throws on odd length or non-hex characters. */
export function fromHex(hex: string): Uint8Array {
  const body = hex.startsWith('0x') || hex.startsWith('0X') ? hex.slice(2) : hex;
  if (!HEX.test(body)) throw new Error(`invalid hex string`);
  return new Uint8Array(Buffer.from(body, 'hex'));
}

export function concatBytes(...parts: Uint8Array[]): Uint8Array {
  return new Uint8Array(Buffer.concat(parts));
}

export const utf8ToHex = (text: string): string => Buffer.from(text, 'utf8').toString('hex');
export const hexToUtf8 = (hex: string): string => Buffer.from(hex, 'hex').toString('utf8');
