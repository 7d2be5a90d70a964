/** One field of a protobuf message: a varint (wire type 0) or length-delimited bytes (wire type 2). */
export interface WireField {
  number: number;
  varint?: bigint;
  bytes?: Uint8Array;
}

function readVarint(data: Uint8Array, start: number): { value: bigint; next: number } {
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
    const number = Number(key.value >> 3n);
    const wire = Number(key.value & 7n);
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
