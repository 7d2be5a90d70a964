import type { ParamType } from 'ethers';
import { toBase58Address, toEvmAddress } from '../address.js';
import { bytesToHex, hexToBytes } from '../hex.js';

/**
 * A decoded ABI value: bigint for (u)int, boolean, string, base58 for address, `0x`-hex for
 * bytes/bytesN (as EVM tools show them), and arrays for arrays and tuples (positional).
 */
export type AbiValue = bigint | boolean | string | AbiValue[];

export interface DecodedParam {
  name: string;
  type: string;
  value: AbiValue;
}

const LOW_160_BITS = (1n << 160n) - 1n;

/**
 * 20-byte hex of a decoded address. Words decoded as uint256 keep only their low 20 bytes: some TRON
 * tools write the 0x41 prefix into the high bytes of address arguments, and the VM ignores them.
 */
function addressHexOf(value: unknown): string {
  if (typeof value === 'bigint') return (value & LOW_160_BITS).toString(16).padStart(40, '0');
  return value as string;
}

/** Converts a value ethers decoded into an AbiValue (addresses become base58). */
export function fromEthersValue(param: ParamType, value: unknown): AbiValue {
  if (param.isArray()) return (value as unknown[]).map((item) => fromEthersValue(param.arrayChildren, item));
  if (param.isTuple())
    return param.components.map((component, i) => fromEthersValue(component, (value as unknown[])[i]));
  const base = param.baseType;
  if (base === 'address') return toBase58Address(addressHexOf(value));
  if (base === 'bool') return value as boolean;
  if (base === 'string') return value as string;
  if (base.startsWith('uint') || base.startsWith('int')) return BigInt(value as bigint);
  return `0x${bytesToHex(hexToBytes(value as string))}`;
}

// A 256-bit integer has at most 78 decimal or 64 hex digits: longer text is refused before BigInt,
// which is quadratic in the number of digits.
const MAX_INTEGER_TEXT = 80;

function integerOf(value: unknown, type: string): bigint {
  if (typeof value === 'bigint') return value;
  if (typeof value === 'number' && Number.isSafeInteger(value)) return BigInt(value);
  const text = typeof value === 'string' ? value.trim() : '';
  if (text.length > MAX_INTEGER_TEXT)
    throw new Error(`${type}: expected an integer, got ${text.length} characters`);
  if (/^(-?\d+|0x[0-9a-fA-F]+)$/.test(text)) return BigInt(text);
  throw new Error(`${type}: expected an integer, got ${JSON.stringify(String(value).slice(0, 80))}`);
}

/** Converts a caller's value into what ethers encodes: addresses in any form, integers as bigint/number/string. */
export function toEthersValue(param: ParamType, value: unknown): unknown {
  if (param.isArray()) {
    if (!Array.isArray(value)) throw new Error(`${param.format()}: expected an array`);
    return value.map((item) => toEthersValue(param.arrayChildren, item));
  }
  if (param.isTuple()) {
    const items = Array.isArray(value)
      ? value
      : param.components.map((c) => (value as Record<string, unknown> | undefined)?.[c.name]);
    return param.components.map((component, i) => toEthersValue(component, items[i]));
  }
  const base = param.baseType;
  if (base === 'address') return toEvmAddress(String(value));
  if (base.startsWith('uint') || base.startsWith('int')) return integerOf(value, param.type);
  if (base.startsWith('bytes') && typeof value === 'string') return `0x${value.replace(/^0x/i, '')}`;
  return value;
}
