/** A protobuf-style varint (7 bits a byte, lowest first) of a non-negative integer, in hex. */
export function varintHex(value: number): string {
  let out = '';
  let rest = value;
  while (rest >= 0x80) {
    out += ((rest % 0x80) + 0x80).toString(16).padStart(2, '0');
    rest = Math.floor(rest / 0x80);
  }
  return out + rest.toString(16).padStart(2, '0');
}

/** First even (byte-aligned) position of `needle` in `hex` at or after `from`; -1 if none. */
export function bytePosition(hex: string, needle: string, from: number): number {
  for (let at = hex.indexOf(needle, from); at !== -1; at = hex.indexOf(needle, at + 1)) {
    if (at % 2 === 0) return at;
  }
  return -1;
}

/** Reads hex two digits at a time from a position, failing with `what` where the text ends early. */
export class HexReader {
  constructor(
    readonly hex: string,
    public at: number,
    private readonly what: string,
  ) {}

  get done(): boolean {
    return this.at >= this.hex.length;
  }

  byte(): number {
    if (this.at + 2 > this.hex.length) throw new Error(`${this.what} ends inside a count`);
    const value = Number.parseInt(this.hex.slice(this.at, this.at + 2), 16);
    this.at += 2;
    return value;
  }

  varint(): number {
    let value = 0;
    for (let scale = 1, b = this.byte(); ; b = this.byte(), scale *= 0x80) {
      value += (b & 0x7f) * scale;
      if (b < 0x80) return value;
    }
  }

  /** The next `count` bytes, as hex. */
  bytes(count: number): string {
    if (this.at + count * 2 > this.hex.length) throw new Error(`${this.what} is shorter than its counts say`);
    const out = this.hex.slice(this.at, this.at + count * 2);
    this.at += count * 2;
    return out;
  }
}
