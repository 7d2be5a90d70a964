/**
 * One field of a protobuf message: a varint (wire type 0) or length-delimited bytes (wire type 2).
 * A varint is a number while it is below 2^49 (seven bytes of it), which every count, time and
 * amount short of 562 trillion is, and a bigint beyond, so that most reads make no bigint.
 */
export interface WireField {
  number: number;
  varint?: number | bigint;
  bytes?: Uint8Array;
}

const NUMBER_BYTES = 7;

function readVarint(data: Uint8Array, start: number): { value: number | bigint; next: number } {
  let value = 0;
  let scale = 1;
  const end = Math.min(data.length, start + NUMBER_BYTES);
  for (let offset = start; offset < end; offset++) {
    const byte = data[offset]!;
    value += (byte & 0x7f) * scale;
    if ((byte & 0x80) === 0) return { value, next: offset + 1 };
    scale *= 0x80;
  }
  return readBigVarint(data, start);
}

function readBigVarint(data: Uint8Array, start: number): { value: bigint; next: number } {
  let value = 0n;
  let shift = 0n;
  for (let offset = start; offset < data.length && shift < 70n; offset++) {
    const byte = data[offset]!;
    value |= BigInt(byte & 0x7f) << shift;
    if ((byte & 0x80) === 0) return { value, next: offset + 1 };
    shift += 7n;
  }
  throw new Error(`truncated varint at byte ${start}`);
}

/**
 * The top-level fields of a protobuf message, in order. Fixed-width fields (wire types 1 and 5) are
 * skipped: no field of a transaction uses them. Throws on truncated or malformed bytes, naming the offset.
 */
export function readWireFields(data: Uint8Array): WireField[] {
  const fields: WireField[] = [];
  let offset = 0;
  while (offset < data.length) {
    const key = readVarint(data, offset);
    offset = key.next;
    const number = typeof key.value === 'number' ? Math.floor(key.value / 8) : Number(key.value >> 3n);
    const wire = typeof key.value === 'number' ? key.value % 8 : Number(key.value & 7n);
    if (number === 0) throw new Error(`invalid field number 0 at byte ${offset - 1}`);
    if (wire === 0) {
      const value = readVarint(data, offset);
      fields.push({ number, varint: value.value });
      offset = value.next;
    } else if (wire === 2) {
      const length = readVarint(data, offset);
      const end = length.next + Number(length.value);
      if (end > data.length) throw new Error(`field ${number} runs past the end (byte ${length.next})`);
      fields.push({ number, bytes: data.subarray(length.next, end) });
      offset = end;
    } else if (wire === 1 || wire === 5) {
      offset += wire === 1 ? 8 : 4;
      if (offset > data.length) throw new Error(`field ${number} runs past the end`);
    } else {
      throw new Error(`unsupported wire type ${wire} for field ${number}`);
    }
  }
  return fields;
}
