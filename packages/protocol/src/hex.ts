const HEX_BODY = /^[0-9a-fA-F]*$/;
const LOWER_HEX = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0'));

/** Removes one leading `0x`/`0X`, if present. */
export function strip0x(hex: string): string {
  return hex.startsWith('0x') || hex.startsWith('0X') ? hex.slice(2) : hex;
}

/** Lowercase hex without `0x`. */
export function bytesToHex(bytes: Uint8Array): string {
  let out = '';
  for (const byte of bytes) out += LOWER_HEX[byte];
  return out;
}

/** True when `value` is an even-length hex string (an optional `0x` is allowed). */
export function isHex(value: string): boolean {
  const body = strip0x(value);
  return body.length % 2 === 0 && HEX_BODY.test(body);
}

// Value of each hex digit by UTF-16 code unit; 16 (a bit no digit has) for every other one, so a
// whole string is checked with one test at the end instead of two a byte.
const NOT_HEX = 16;
const NIBBLES = new Uint8Array(0x10000).fill(NOT_HEX);
for (let i = 0; i < 16; i++) {
  NIBBLES[i.toString(16).charCodeAt(0)] = i;
  NIBBLES[i.toString(16).toUpperCase().charCodeAt(0)] = i;
}

/** Parses hex (optional `0x`, any case). Throws on odd length or a non-hex character. */
export function hexToBytes(hex: string): Uint8Array {
  if (typeof hex !== 'string') throw new TypeError(`hex must be a string, got ${typeof hex}`);
  const body = strip0x(hex);
  if (body.length % 2 !== 0) throw new Error(`invalid hex: odd length ${body.length}`);
  const out = new Uint8Array(body.length / 2);
  let seen = 0;
  for (let i = 0, at = 0; i < out.length; i++, at += 2) {
    const high = NIBBLES[body.charCodeAt(at)]!;
    const low = NIBBLES[body.charCodeAt(at + 1)]!;
    seen |= high | low;
    out[i] = (high << 4) | low;
  }
  if (seen & NOT_HEX) {
    let bad = 0;
    while (NIBBLES[body.charCodeAt(bad)] !== NOT_HEX) bad++;
    throw new Error(`invalid hex: character '${body[bad]}' at position ${bad}`);
  }
  return out;
}

/**
 * Parses hex that must hold exactly `length` bytes; the length is checked before decoding, so that
 * oversized input costs nothing. `what` names the value in the error.
 */
export function hexToFixedBytes(hex: string, length: number, what: string): Uint8Array {
  if (typeof hex !== 'string') throw new TypeError(`${what} must be a hex string, got ${typeof hex}`);
  const digits = strip0x(hex).length;
  if (digits !== 2 * length) {
    const got = digits % 2 === 0 ? `${digits / 2}` : `${digits} hex digits`;
    throw new Error(`${what} must be ${length} bytes, got ${got}`);
  }
  return hexToBytes(hex);
}

/** Accepts bytes or hex and returns bytes. */
export function toBytes(input: Uint8Array | string): Uint8Array {
  return typeof input === 'string' ? hexToBytes(input) : input;
}

export function concatBytes(...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

export function utf8ToBytes(text: string): Uint8Array {
  return new TextEncoder().encode(text);
}

const UTF8 = new TextDecoder('utf-8', { fatal: false });

/** Decodes UTF-8; invalid sequences become U+FFFD rather than throwing. */
export function bytesToUtf8(bytes: Uint8Array): string {
  return UTF8.decode(bytes);
}

/** Hex of a text's UTF-8 bytes: how java-tron's JSON writes names and messages. */
export function utf8ToHex(text: string): string {
  return bytesToHex(utf8ToBytes(text));
}

/** Text of hex-encoded UTF-8 (see bytesToUtf8); throws on malformed hex. */
export function hexToUtf8(hex: string): string {
  return bytesToUtf8(hexToBytes(hex));
}
