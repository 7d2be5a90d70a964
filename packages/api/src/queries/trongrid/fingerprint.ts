import { badParameter } from '../../errors.js';

/**
 * A TronGrid fingerprint: an opaque keyset cursor (the sort key of the last row served, never an
 * offset). base64url of a short JSON array of safe integers, tagged with the list it belongs to so a
 * fingerprint of one list is refused by another.
 */
export type FingerprintKey = number | string;

export function encodeFingerprint(list: string, key: readonly FingerprintKey[]): string {
  return Buffer.from(JSON.stringify([list, ...key])).toString('base64url');
}

export function decodeFingerprint(
  list: string,
  text: string | undefined,
  size: number,
): number[] | undefined {
  return decodeKey(list, text, size, (n) => Number.isSafeInteger(n) && (n as number) >= 0) as
    | number[]
    | undefined;
}

/** A key of text parts (a balance, an address): each must be a short run of letters and digits. */
export function decodeTextFingerprint(
  list: string,
  text: string | undefined,
  size: number,
): string[] | undefined {
  return decodeKey(list, text, size, (s) => typeof s === 'string' && /^[0-9A-Za-z]{1,80}$/.test(s)) as
    | string[]
    | undefined;
}

function decodeKey(
  list: string,
  text: string | undefined,
  size: number,
  valid: (part: unknown) => boolean,
): unknown[] | undefined {
  if (text === undefined || text === '') return undefined;
  const invalid = () => badParameter('fingerprint', 'is not a fingerprint of this list');
  if (text.length > 300 || !/^[A-Za-z0-9_-]+$/.test(text)) throw invalid();
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  if (!Array.isArray(parsed) || parsed[0] !== list || parsed.length !== size + 1) throw invalid();
  const key = parsed.slice(1);
  if (!key.every(valid)) throw invalid();
  return key;
}
