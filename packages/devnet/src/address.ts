import { parseAddress, strip0x } from '@poxscan/protocol';

/** The chain keys accounts by their 21-byte address as lowercase hex with the 0x41 prefix (42 characters). */
export type HexAddress = string;

const HEX_ADDRESS = /^41[0-9a-f]{40}$/;

export function isHexAddress(value: string): boolean {
  return HEX_ADDRESS.test(value.toLowerCase());
}

/**
 * A base58 (T…) or 21-byte hex (41…, 0x41…) address as the chain's hex form; undefined for
 * anything else, the 20-byte EVM form included (java-tron's API takes only 21-byte addresses).
 */
export function accountAddress(value: unknown): HexAddress | undefined {
  if (typeof value !== 'string') return undefined;
  const parsed = parseAddress(value);
  return parsed.ok && strip0x(value.trim()).length !== 40 ? parsed.hex : undefined;
}
