/** Minimal protobuf writer for the few messages the devnet encodes itself (block headers, results). */
export class ProtoWriter {
  private readonly parts: number[] = [];
  private readonly chunks: Uint8Array[] = [];

  private varint(value: bigint): void {
    let v = BigInt.asUintN(64, value);
    while (v >= 0x80n) {
      this.parts.push(Number(v & 0x7fn) | 0x80);
      v >>= 7n;
    }
    this.parts.push(Number(v));
  }

  private flush(): void {
    if (this.parts.length > 0) {
      this.chunks.push(Uint8Array.from(this.parts));
      this.parts.length = 0;
    }
  }

  /** int64/int32/enum field; proto3 omits zero. */
  int(field: number, value: number | bigint): this {
    if (value === 0 || value === 0n) return this;
    this.varint(BigInt(field << 3));
    this.varint(BigInt(value));
    return this;
  }

  /** bytes/string/message field; proto3 omits empty bytes. */
  bytes(field: number, value: Uint8Array, keepEmpty = false): this {
    if (value.length === 0 && !keepEmpty) return this;
    this.varint(BigInt((field << 3) | 2));
    this.varint(BigInt(value.length));
    this.flush();
    this.chunks.push(value);
    return this;
  }

  finish(): Uint8Array {
    this.flush();
    return new Uint8Array(Buffer.concat(this.chunks));
  }
}
