import { sha256 } from '@noble/hashes/sha2.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { bytesToHex, toBytes } from './hex.js';

/** SHA-256 of bytes, or of the bytes a hex string spells. */
export function sha256Bytes(input: Uint8Array | string): Uint8Array {
  return sha256(toBytes(input));
}

/** Keccak-256 (Ethereum's "sha3") of bytes, or of the bytes a hex string spells. */
export function keccak256Bytes(input: Uint8Array | string): Uint8Array {
  return keccak_256(toBytes(input));
}

export function sha256Hex(input: Uint8Array | string): string {
  return bytesToHex(sha256Bytes(input));
}

export function keccak256Hex(input: Uint8Array | string): string {
  return bytesToHex(keccak256Bytes(input));
}
