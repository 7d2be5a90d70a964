import { bytePosition, HexReader, varintHex } from './hex-bytes.js';

/**
 * Bytes with their long runs of zero bytes counted instead of written. A contract call's data is
 * made of 32-byte ABI words, mostly zeros: an address word starts with 12 zero bytes, a token amount
 * with 20 or more. Stored raw_data and migration 0045 use this form.
 *
 * Form: 0x01, then pieces: the number of literal bytes (a varint), those bytes, and, unless the input
 * ends there, the number of zero bytes that follow them (a varint, at least MIN_RUN). Runs are taken
 * leftmost first and as long as they go, so the same input always gives the same bytes.
 */
export const ZERO_RUNS_FORM = '01';
const MIN_RUN = 4;
const RUN = '00'.repeat(MIN_RUN);

/**
 * `hex` in the zero-run form where that is shorter, or where `hex` itself starts as the form does (so
 * it cannot be mistaken for it); else `hex` unchanged.
 */
export function packZeroRuns(hex: string): string {
  let out = ZERO_RUNS_FORM;
  let from = 0;
  for (let at = bytePosition(hex, RUN, 0); at !== -1; at = bytePosition(hex, RUN, from)) {
    let end = at + RUN.length;
    while (hex.startsWith('00', end)) end += 2;
    out += varintHex((at - from) / 2) + hex.slice(from, at) + varintHex((end - at) / 2);
    from = end;
  }
  out += varintHex((hex.length - from) / 2) + hex.slice(from);
  return out.length < hex.length || hex.startsWith(ZERO_RUNS_FORM) ? out : hex;
}

/** The bytes (hex) of a value in the zero-run form, which starts with ZERO_RUNS_FORM. */
export function unpackZeroRuns(packed: string): string {
  const reader = new HexReader(packed, ZERO_RUNS_FORM.length, 'zero-run form');
  let out = reader.bytes(reader.varint());
  while (!reader.done) {
    out += '00'.repeat(reader.varint());
    out += reader.bytes(reader.varint());
  }
  return out;
}
