import { toBase58Address, toBase58AddressField } from '@poxscan/protocol/chain';
import { boundedMemo } from '../util/memo.js';

const base58OfKey = boundedMemo(200_000, toBase58Address);

/**
 * base58 of a hex address (`41…` or a log's 20-byte body), memoised: the same few thousand addresses
 * recur in every block, and base58check costs two sha256 each.
 */
export function base58(hex: string): string {
  return base58OfKey(hex.length === 40 ? `41${hex.toLowerCase()}` : hex.toLowerCase());
}

/**
 * base58 of a transaction's owner or a block's witness. Block 0 holds bytes there that are no
 * address: they are shown as java-tron prints them with visible=true, base58check of the bytes.
 */
export function base58Field(hex: string): string {
  return hex.length === 42 ? base58(hex) : toBase58AddressField(hex);
}

/** base58 of an address or null; a value that is no address at all stays as it is. */
export function base58OrNull(hex: unknown): string | null {
  return typeof hex === 'string' && hex !== '' ? base58(hex) : null;
}

const ADDRESS_KEY = /(^|_)address$/;
const HEX_ADDRESS = /^41[0-9a-fA-F]{40}$/;

/** A contract parameter value with every `…address` field turned into base58, at any depth. */
export function parameterWithBase58(value: unknown, key = ''): unknown {
  if (Array.isArray(value)) return value.map((v) => parameterWithBase58(v, key));
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = parameterWithBase58(v, k);
    return out;
  }
  if (typeof value === 'string' && ADDRESS_KEY.test(key) && HEX_ADDRESS.test(value)) return base58(value);
  return value;
}

/** 0x41 followed by twenty zero bytes: the mint source and burn sink of token Transfer logs. */
export const ZERO_ADDRESS = base58('410000000000000000000000000000000000000000');
