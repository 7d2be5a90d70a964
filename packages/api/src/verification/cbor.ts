/** The subset of CBOR (RFC 8949) that solc writes into contract metadata. */
export type CborValue = bigint | boolean | string | Uint8Array | Map<string, CborValue>;

export class CborError extends Error {}

interface Cursor {
  bytes: Uint8Array;
  pos: number;
  end: number;
}

function take(c: Cursor, n: number): Uint8Array {
  if (c.pos + n > c.end) throw new CborError('truncated');
  const out = c.bytes.subarray(c.pos, c.pos + n);
  c.pos += n;
  return out;
}

/** The argument of a head: the value itself below 24, else the 1, 2, 4 or 8 bytes that follow. */
function argument(c: Cursor, info: number): bigint {
  if (info < 24) return BigInt(info);
  const size = { 24: 1, 25: 2, 26: 4, 27: 8 }[info];
  if (size === undefined) throw new CborError(`unsupported length encoding ${info}`);
  let value = 0n;
  for (const b of take(c, size)) value = (value << 8n) | BigInt(b);
  return value;
}

function length(c: Cursor, info: number): number {
  const n = argument(c, info);
  if (n > BigInt(c.end - c.pos)) throw new CborError('length past the end');
  return Number(n);
}

function item(c: Cursor, depth: number): CborValue {
  if (depth > 4) throw new CborError('nested too deep');
  const head = take(c, 1)[0]!;
  const major = head >> 5;
  const info = head & 0x1f;
  switch (major) {
    case 0:
      return argument(c, info);
    case 2:
      return take(c, length(c, info)).slice();
    case 3:
      return new TextDecoder('utf-8', { fatal: true }).decode(take(c, length(c, info)));
    case 5: {
      const entries = length(c, info);
      const map = new Map<string, CborValue>();
      for (let i = 0; i < entries; i++) {
        const key = item(c, depth + 1);
        if (typeof key !== 'string') throw new CborError('map key is not a text string');
        map.set(key, item(c, depth + 1));
      }
      return map;
    }
    case 7:
      if (info === 20) return false;
      if (info === 21) return true;
      throw new CborError(`unsupported simple value ${info}`);
    default:
      throw new CborError(`unsupported major type ${major}`);
  }
}

/** Decodes exactly `bytes[start, end)` as one CBOR item; throws CborError on anything else. */
export function decodeCbor(bytes: Uint8Array, start = 0, end = bytes.length): CborValue {
  const cursor: Cursor = { bytes, pos: start, end };
  const value = item(cursor, 0);
  if (cursor.pos !== end) throw new CborError('trailing bytes');
  return value;
}
