import { hexToUtf8, toBase58Address } from '@poxscan/protocol';
import { isHexAddress } from '../address.js';

const ADDRESS_KEY = /(^|_)address$|^address$/;

/** java-tron's `visible=true` form: address fields in base58, asset names as text. */
export function toVisible(value: unknown, key = ''): unknown {
  if (Array.isArray(value)) return value.map((v) => toVisible(v, key));
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = toVisible(v, k);
    return out;
  }
  if (typeof value === 'string') {
    if (ADDRESS_KEY.test(key) && isHexAddress(value)) return toBase58Address(value);
    if (key === 'asset_name') return hexToUtf8(value);
  }
  return value;
}

export const addressOut = (hex: string, visible: boolean): string => (visible ? toBase58Address(hex) : hex);
