import { base58 } from '@scure/base';
import { sha256Bytes } from './hash.js';
import { bytesToHex, concatBytes, hexToBytes, strip0x } from './hex.js';

/** First byte of every TRON (and POX) account address. */
export const ADDRESS_PREFIX_BYTE = 0x41;
const BASE58_ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
/** 25 bytes are at most 35 base58 characters; hex is at most 0x + 42 digits. */
const MAX_BASE58_LENGTH = 35;
const MAX_HEX_LENGTH = 44;
// Longer text cannot be an address, whatever whitespace surrounds it: refused before any work that
// grows with its length (base58 decoding is quadratic) and never remembered.
const MAX_INPUT_LENGTH = 128;

export interface ParsedAddress {
  ok: true;
  /** base58check form, starts with `T`. */
  base58: string;
  /** 21 bytes as lowercase hex, starts with `41`. */
  hex: string;
  /** The 20-byte body as `0x` + lowercase hex, as the EVM sees it. */
  evm: string;
}
export type AddressParseResult = ParsedAddress | { ok: false; reason: string };

function checksumOf(payload: Uint8Array): Uint8Array {
  return sha256Bytes(sha256Bytes(payload)).slice(0, 4);
}

/** The address of a 20-byte body; `base58` where the caller already holds its base58check form. */
function fromBody(body20: Uint8Array, base58Text?: string): ParsedAddress {
  const bytes = concatBytes(Uint8Array.of(ADDRESS_PREFIX_BYTE), body20);
  return {
    ok: true,
    base58: base58Text ?? base58.encode(concatBytes(bytes, checksumOf(bytes))),
    hex: bytesToHex(bytes),
    evm: `0x${bytesToHex(body20)}`,
  };
}

function parseHexAddress(body: string, had0x: boolean): AddressParseResult {
  const bad = body.search(/[^0-9a-fA-F]/);
  if (bad >= 0) return { ok: false, reason: `invalid hex character '${body[bad]}' at position ${bad}` };
  if (body.length === 40) return fromBody(hexToBytes(body));
  if (body.length === 42) {
    const prefix = body.slice(0, 2).toLowerCase();
    if (prefix !== '41') return { ok: false, reason: `wrong prefix 0x${prefix}, expected 0x41` };
    return fromBody(hexToBytes(body.slice(2)));
  }
  const form = had0x ? '0x + 40 hex digits' : '42 hex digits starting with 41';
  return { ok: false, reason: `wrong length: ${body.length} hex digits, expected ${form}` };
}

function tooLong(length: number): AddressParseResult {
  return { ok: false, reason: `too long: ${length} characters, an address has at most ${MAX_HEX_LENGTH}` };
}

function parseBase58Address(text: string): AddressParseResult {
  if (text.length > MAX_BASE58_LENGTH) {
    return { ok: false, reason: `wrong length: ${text.length} base58 characters, expected at most 35` };
  }
  for (let i = 0; i < text.length; i++) {
    if (!BASE58_ALPHABET.includes(text[i]!)) {
      return { ok: false, reason: `invalid base58 character '${text[i]}' at position ${i}` };
    }
  }
  const decoded = base58.decode(text);
  if (decoded.length !== 25) {
    return { ok: false, reason: `wrong length: decodes to ${decoded.length} bytes, expected 25` };
  }
  if (decoded[0] !== ADDRESS_PREFIX_BYTE) {
    const prefix = decoded[0]!.toString(16).padStart(2, '0');
    return { ok: false, reason: `wrong prefix 0x${prefix}, expected 0x41` };
  }
  const payload = decoded.slice(0, 21);
  const expected = checksumOf(payload);
  if (expected.some((b, i) => b !== decoded[21 + i])) return { ok: false, reason: 'bad checksum' };
  // 25 bytes starting 0x41 have one base58 spelling (no leading zero bytes, so no leading '1'): the
  // text itself, which need not be encoded and checksummed again.
  return fromBody(payload.slice(1), text);
}

// Indexing parses the same few thousand addresses millions of times, and base58check costs two
// sha256: remember recent results (they are never mutated).
const parsed = new Map<string, AddressParseResult>();
const PARSED_LIMIT = 50_000;

/**
 * Parses an address in any of its three forms: base58 (`T…`), 21-byte hex (`41…`, optional 0x)
 * or 20-byte EVM hex (`0x…`). Surrounding whitespace is ignored. Never throws.
 */
export function parseAddress(input: unknown): AddressParseResult {
  if (typeof input !== 'string') return { ok: false, reason: 'address must be a string' };
  if (input.length > MAX_INPUT_LENGTH) return tooLong(input.length);
  const known = parsed.get(input);
  if (known !== undefined) return known;
  const result = parseAddressText(input);
  if (parsed.size >= PARSED_LIMIT) parsed.clear();
  parsed.set(input, result);
  return result;
}

function parseAddressText(input: string): AddressParseResult {
  const text = input.trim();
  if (text.length === 0) return { ok: false, reason: 'empty address' };
  if (text.length > MAX_HEX_LENGTH) return tooLong(text.length);
  const body = strip0x(text);
  if (body !== text) return parseHexAddress(body, true);
  if (/^[0-9a-fA-F]+$/.test(text) && (text.length === 40 || text.length === 42 || text.length > 34)) {
    return parseHexAddress(text, false);
  }
  return parseBase58Address(text);
}

export function isAddress(input: unknown): boolean {
  return parseAddress(input).ok;
}

function mustParse(input: string | Uint8Array): ParsedAddress {
  const parsed = parseAddress(typeof input === 'string' ? input : bytesToHex(input));
  if (!parsed.ok) throw new Error(`invalid address ${JSON.stringify(input)}: ${parsed.reason}`);
  return parsed;
}

/** base58 form of an address given in any form (or as 21/20 raw bytes). Throws if invalid. */
export function toBase58Address(input: string | Uint8Array): string {
  return mustParse(input).base58;
}

// The longest address field known, mainnet block 0's witness, is a 117-byte sentence (234 hex
// digits). Longer text is refused before it is hashed and base58-encoded, which grows with its length.
const MAX_FIELD_LENGTH = 1_024;

/**
 * An address field as java-tron prints it with visible=true: the base58check of its bytes, whatever
 * their length. For a real address this is toBase58Address; block 0 also holds fields that are no
 * address (its transfers' owner, the 23 ASCII bytes "0x000000000000000000000", and its witness, a
 * sentence), which print as longer base58 labels. Throws on text that is neither hex nor base58check.
 */
export function toBase58AddressField(input: string): string {
  const parsed = parseAddress(input);
  if (parsed.ok) return parsed.base58;
  if (input.length > MAX_FIELD_LENGTH) {
    throw new Error(`invalid address field: ${input.length} characters, at most ${MAX_FIELD_LENGTH}`);
  }
  const body = strip0x(input.trim());
  if (body.length > 0 && body.length % 2 === 0 && /^[0-9a-fA-F]+$/.test(body)) {
    const bytes = hexToBytes(body);
    return base58.encode(concatBytes(bytes, checksumOf(bytes)));
  }
  const decoded = /^[1-9A-HJ-NP-Za-km-z]+$/.test(input) ? base58.decode(input) : new Uint8Array();
  const payload = decoded.slice(0, -4);
  if (decoded.length > 4 && checksumOf(payload).every((b, i) => b === decoded[decoded.length - 4 + i]))
    return input;
  throw new Error(`invalid address field ${JSON.stringify(input.slice(0, 80))}`);
}

/** `41…` lowercase hex form of an address given in any form. Throws if invalid. */
export function toHexAddress(input: string | Uint8Array): string {
  return mustParse(input).hex;
}

/** `0x…` 20-byte form of an address given in any form. Throws if invalid. */
export function toEvmAddress(input: string | Uint8Array): string {
  return mustParse(input).evm;
}

/** 21 raw bytes (0x41 ‖ body) of an address given in any form. Throws if invalid. */
export function addressToBytes(input: string | Uint8Array): Uint8Array {
  return hexToBytes(mustParse(input).hex);
}
