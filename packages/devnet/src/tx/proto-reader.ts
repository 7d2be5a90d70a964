import { TxFormatError } from './errors-format.js';

export interface ProtoField {
  number: number;
  varint?: bigint;
  bytes?: Uint8Array;
}

/** Reads the top-level fields of a protobuf message (varint and length-delimited wire types). */
export class ProtoReader {
  private offset = 0;

  constructor(private readonly data: Uint8Array) {}

  private varint(): bigint {
    let result = 0n;
    let shift = 0n;
    for (;;) {
      if (this.offset >= this.data.length || shift > 63n)
        throw new TxFormatError('truncated protobuf varint');
      const byte = this.data[this.offset++]!;
      result |= BigInt(byte & 0x7f) << shift;
      if ((byte & 0x80) === 0) return result;
      shift += 7n;
    }
  }

  *fields(): Generator<ProtoField> {
    while (this.offset < this.data.length) {
      const key = Number(this.varint());
      const number = key >>> 3;
      const wire = key & 7;
      if (wire === 0) {
        yield { number, varint: this.varint() };
      } else if (wire === 2) {
        const length = Number(this.varint());
        if (this.offset + length > this.data.length) throw new TxFormatError('truncated protobuf field');
        yield { number, bytes: this.data.subarray(this.offset, this.offset + length) };
        this.offset += length;
      } else {
        throw new TxFormatError(`unsupported protobuf wire type ${wire}`);
      }
    }
  }
}
