/**
 * The little protobuf this app writes itself (proposal transactions): varints and length-delimited
 * fields, in the order the caller writes them.
 */
export class ProtobufWriter {
  private readonly bytes: number[] = [];

  private varint(value: bigint): void {
    if (value < 0n) throw new RangeError('negative varints are not written here');
    let rest = value;
    do {
      const low = Number(rest & 0x7fn);
      rest >>= 7n;
      this.bytes.push(rest === 0n ? low : low | 0x80);
    } while (rest !== 0n);
  }

  /** A varint field (int64, enum, bool), written even when zero: callers skip defaults themselves. */
  uint(field: number, value: bigint | number | boolean): this {
    this.varint(BigInt(field << 3));
    this.varint(BigInt(typeof value === 'boolean' ? Number(value) : value));
    return this;
  }

  /** A length-delimited field: bytes, a string, or an embedded message. */
  bytesField(field: number, value: Uint8Array): this {
    this.varint(BigInt((field << 3) | 2));
    this.varint(BigInt(value.length));
    this.bytes.push(...value);
    return this;
  }

  finish(): Uint8Array {
    return Uint8Array.from(this.bytes);
  }
}
