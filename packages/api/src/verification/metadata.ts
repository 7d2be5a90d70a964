import { bytesToHex } from '@poxscan/protocol';
import { type CborValue, decodeCbor } from './cbor.js';

/**
 * The metadata section solc appends to runtime code: a CBOR map followed by its length as two
 * big-endian bytes. Layouts seen in the wild:
 * - 0.4.7–0.5.8: `{bzzr0}`; 0.5.9–0.5.11: `{bzzr0, solc}`; 0.5.12–0.5.17: `{bzzr1, solc}`;
 * - 0.6.0+: `{ipfs, solc}` by default, `{bzzr1, solc}` or `{solc}` when asked (`metadata.bytecodeHash`);
 * - any of them with `experimental: true` when experimental features are on.
 * `solc` is 3 bytes (major, minor, patch) for releases and a text string for prereleases.
 */
export interface ContractMetadata {
  /** Offset of the CBOR map. */
  start: number;
  /** Offset just past the two length bytes. */
  end: number;
  hashKind: 'ipfs' | 'bzzr0' | 'bzzr1' | 'none';
  /** The source-and-settings hash, hex (absent for `none`). */
  hash?: string;
  /** `0.8.20`, or the prerelease text. */
  solcVersion?: string;
  experimental: boolean;
}

const HASH_KEYS = ['ipfs', 'bzzr1', 'bzzr0'] as const;
const KNOWN_KEYS = new Set<string>([...HASH_KEYS, 'solc', 'experimental']);
// The longest section solc writes is about 60 bytes; anything far longer is not metadata.
const MAX_SECTION = 256;

function solcVersionOf(value: CborValue | undefined): string | undefined {
  if (typeof value === 'string') return value;
  if (value instanceof Uint8Array && value.length === 3) return Array.from(value).join('.');
  return undefined;
}

function fromMap(map: Map<string, CborValue>, start: number, end: number): ContractMetadata | undefined {
  const keys = [...map.keys()];
  if (keys.length === 0 || keys.some((k) => !KNOWN_KEYS.has(k))) return undefined;
  const hashKind = HASH_KEYS.find((k) => map.has(k));
  const hash = hashKind === undefined ? undefined : map.get(hashKind);
  if (hash !== undefined && !(hash instanceof Uint8Array)) return undefined;
  const solc = map.get('solc');
  const solcVersion = solcVersionOf(solc);
  if (solc !== undefined && solcVersion === undefined) return undefined;
  const experimental = map.get('experimental');
  if (experimental !== undefined && typeof experimental !== 'boolean') return undefined;
  return {
    start,
    end,
    hashKind: hashKind ?? 'none',
    ...(hash instanceof Uint8Array ? { hash: bytesToHex(hash) } : {}),
    ...(solcVersion === undefined ? {} : { solcVersion }),
    experimental: experimental === true,
  };
}

/** The metadata section that ends exactly at `end` (its length bytes are the two before `end`), if any. */
export function metadataEndingAt(code: Uint8Array, end: number): ContractMetadata | undefined {
  if (end < 3 || end > code.length) return undefined;
  const length = (code[end - 2]! << 8) | code[end - 1]!;
  const start = end - 2 - length;
  if (length === 0 || length > MAX_SECTION || start < 0) return undefined;
  // A CBOR map head: major type 5.
  if (code[start]! >> 5 !== 5) return undefined;
  try {
    const value = decodeCbor(code, start, end - 2);
    return value instanceof Map ? fromMap(value, start, end) : undefined;
  } catch {
    return undefined;
  }
}

/** The section at the very end of the code (runtime code, or creation code without arguments). */
export function trailingMetadata(code: Uint8Array): ContractMetadata | undefined {
  return metadataEndingAt(code, code.length);
}

/**
 * The last section anywhere in the code. Creation code as the node stores it has the constructor
 * arguments after the section, so its end is searched for, from the back.
 */
export function lastMetadata(code: Uint8Array): ContractMetadata | undefined {
  for (let end = code.length; end >= 3; end--) {
    const found = metadataEndingAt(code, end);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** The code without its trailing metadata section (unchanged when it has none). */
export function stripMetadata(code: Uint8Array): Uint8Array {
  const section = trailingMetadata(code);
  return section === undefined ? code : code.subarray(0, section.start);
}
