import { createBase58check } from '@scure/base';
import { fromHex, keccak256, sha256, toHex } from './bytes.js';

const base58check = createBase58check(sha256);

/** Addresses are kept internally as lowercase hex with the 0x41 prefix (42 characters). */
export type HexAddress = string;

const HEX_ADDRESS = /^41[0-9a-f]{40}$/;

export function isHexAddress(value: string): boolean {
  return HEX_ADDRESS.test(value.toLowerCase());
}

export function toBase58(hex: HexAddress): string {
  return base58check.encode(fromHex(hex));
}

/** Accepts a base58 (T…) or hex (41…, 0x41…) address; returns undefined when it is neither. */
export function parseAddress(value: unknown): HexAddress | undefined {
  if (typeof value !== 'string') return undefined;
  const lower = value.toLowerCase().replace(/^0x/, '');
  if (HEX_ADDRESS.test(lower)) return lower;
  if (value.length < 30 || value.length > 40) return undefined;
  try {
    const bytes = base58check.decode(value);
    const hex = toHex(bytes);
    return HEX_ADDRESS.test(hex) ? hex : undefined;
  } catch {
    return undefined;
  }
}

/** TRON address of an uncompressed secp256k1 public key (65 bytes, 0x04 prefix). */
export function addressFromPublicKey(publicKey: Uint8Array): HexAddress {
  const hash = keccak256(publicKey.subarray(1));
  return `41${toHex(hash.subarray(12))}`;
}

/** The 20-byte EVM form of a TRON address. */
export const evmBytes = (hex: HexAddress): Uint8Array => fromHex(hex.slice(2));
export const fromEvmBytes = (bytes: Uint8Array): HexAddress => `41${toHex(bytes)}`;
