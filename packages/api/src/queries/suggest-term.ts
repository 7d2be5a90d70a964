import { txHashKeyRange } from '@poxscan/db';
import { hexPrefixRange } from './hash-prefix.js';
import { prefixRange } from './text-prefix.js';

const NUMBER = /^[0-9]{1,12}$/;
const HEX_PREFIX = /^(?:0x)?([0-9a-fA-F]{2,64})$/;
const ADDRESS_PREFIX = /^T[1-9A-HJ-NP-Za-km-z]{1,33}$/;
/** What an SR's URL is searched without (the same expression as witnesses_url_idx). */
export const URL_HEAD = '^[a-zA-Z]+://(www\\.)?';

/**
 * Every value a suggestion statement binds, derived from the term once. A statement's text depends
 * only on its shape, so each shape is compiled once (see reusable); a value a shape does not use is
 * bound all the same, as a placeholder.
 */
export type TermValues = {
  number: number;
  /** A hex prefix (lower case) and the end of its text range, for block hashes (hex always has one). */
  hex: string;
  hexEnd: string;
  /** transactions_hash_idx keys (bigint as text) the prefix spans. */
  keyLow: string;
  keyHigh: string;
  /** The hashes' bytes (hex) a prefix longer than the key spans. */
  bytesLow: string;
  bytesHigh: string;
  /** The term as an address prefix, and its range's end (base58 always has one). */
  term: string;
  termEnd: string;
  lower: string;
  lowerEnd: string;
  /** The term without a URL's scheme and www., for SR sites. */
  site: string;
  siteEnd: string;
};

/** What the identifiers' statement reads: a block number, a hex prefix (by length), an address prefix. */
export type IdentifierShape = {
  number: boolean;
  /** short: within the index key's 16 digits; long: past it; whole: a full hash. */
  hex: 'none' | 'short' | 'long' | 'whole';
  bytesHigh: boolean;
  address: boolean;
  limit: number;
};

/** What the names' statement reads: the same for every term but a URL's scheme and little more. */
export type NameShape = { lowerEnd: boolean; site: boolean; siteEnd: boolean; limit: number };

function hexShape(hex: string | undefined): IdentifierShape['hex'] {
  if (hex === undefined) return 'none';
  if (hex.length === 64) return 'whole';
  return hex.length > 16 ? 'long' : 'short';
}

/** A trimmed term's values and the shapes of its two statements (no identifiers: undefined). */
export function termParts(term: string, limit: number) {
  const lower = term.toLowerCase();
  const site = lower.replace(new RegExp(URL_HEAD, 'i'), '');
  const hex = HEX_PREFIX.exec(term)?.[1]?.toLowerCase();
  const keys = (hex === undefined ? undefined : txHashKeyRange(hex)) ?? { low: 0n, high: -1n };
  const bytes = hex === undefined ? { low: '', high: undefined } : hexPrefixRange(hex);
  const lowerRange = prefixRange(lower);
  const siteRange = prefixRange(site);
  const number = NUMBER.test(term);
  const values: TermValues = {
    number: number ? Number(term) : 0,
    hex: hex ?? '',
    hexEnd: prefixRange(hex ?? '').end,
    keyLow: String(keys.low),
    keyHigh: String(keys.high),
    bytesLow: bytes.low,
    bytesHigh: bytes.high ?? '',
    term,
    termEnd: prefixRange(term).end,
    lower,
    lowerEnd: lowerRange.end,
    site,
    siteEnd: siteRange.end,
  };
  const names: NameShape = {
    lowerEnd: lowerRange.bounded,
    site: site.length >= 2,
    siteEnd: siteRange.bounded,
    limit,
  };
  const identifiers: IdentifierShape = {
    number,
    hex: hexShape(hex),
    bytesHigh: bytes.high !== undefined,
    address: ADDRESS_PREFIX.test(term),
    limit,
  };
  const any = number || identifiers.hex !== 'none' || identifiers.address;
  return { values, names, identifiers: any ? identifiers : undefined };
}
