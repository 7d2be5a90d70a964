import { closeSync, fstatSync, fsyncSync, ftruncateSync, openSync, readSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import type { StoredBlock } from '../chain/stored-block.js';
import { decodeBlockLine, encodeBlockLine, indexBlockLine, lineParts } from './block-codec.js';
import type { BlockStore } from './block-store.js';

const CACHE_SIZE = 64;

export interface TornLine {
  /** Where the line started (the log now ends there). */
  byte: number;
  /** Its length. */
  bytes: number;
  /** The block it would have been. */
  block: number;
}
const READ_CHUNK = 8 * 1024 * 1024;

/**
 * Append-only block log: one JSON line per block (see encodeBlockLine), fsynced before the block
 * counts as produced. Only offsets, block ids and a transaction index stay in memory; recent blocks
 * are cached.
 * A torn last line (a crash mid-write: no newline yet) is cut off when the log is opened; any other
 * damage is refused.
 */
export class FileBlockStore implements BlockStore {
  private readonly fd: number;
  private readonly offsets: number[] = [];
  private readonly ids: string[] = [];
  /** Bytes of each line's java-tron block JSON (0 for lines of the older format). */
  private readonly jsonSizes: number[] = [];
  private readonly txIndex = new Map<string, number>();
  private readonly cache = new Map<number, StoredBlock>();
  private end = 0;
  readonly path: string;
  /** The torn last line cut off when the log was opened, if there was one. */
  cut: TornLine | undefined;

  constructor(
    dir: string,
    private readonly durable = true,
  ) {
    this.path = join(dir, 'blocks.log');
    this.fd = openSync(this.path, 'a+');
    try {
      this.scan();
    } catch (error) {
      closeSync(this.fd);
      throw error;
    }
  }

  private scan(): void {
    const size = fstatSync(this.fd).size;
    let position = 0;
    let carry = Buffer.alloc(0);
    let lineStart = 0;
    while (position < size) {
      const chunk = Buffer.alloc(Math.min(READ_CHUNK, size - position));
      readSync(this.fd, chunk, 0, chunk.length, position);
      position += chunk.length;
      let data = carry.length > 0 ? Buffer.concat([carry, chunk]) : chunk;
      let newline = data.indexOf(10);
      while (newline !== -1) {
        // A complete line that is not the next block is damage, not a crash: not ours to drop.
        if (!this.indexLine(data.subarray(0, newline), lineStart)) {
          throw new Error(
            `${this.path}: the line at byte ${lineStart} is not block ${this.offsets.length}; the devnet does not start on a damaged block log`,
          );
        }
        lineStart += newline + 1;
        data = data.subarray(newline + 1);
        newline = data.indexOf(10);
      }
      carry = Buffer.from(data);
    }
    this.end = lineStart;
    if (carry.length > 0) this.cutAt(lineStart, size);
  }

  private cutAt(byte: number, size: number): void {
    this.cut = { byte, bytes: size - byte, block: this.offsets.length };
    ftruncateSync(this.fd, byte);
    this.end = byte;
  }

  locate(number: number): string {
    return `${this.path} at byte ${this.offsets[number] ?? this.end}`;
  }

  private indexLine(line: Buffer, offset: number): boolean {
    let indexed: ReturnType<typeof indexBlockLine>;
    try {
      indexed = indexBlockLine(line.toString('utf8'));
    } catch {
      return false;
    }
    if (indexed.number !== this.offsets.length) return false;
    this.offsets.push(offset);
    this.ids.push(indexed.blockID);
    this.jsonSizes.push(indexed.jsonBytes);
    for (const txID of indexed.txIDs) this.txIndex.set(txID, indexed.number);
    return true;
  }

  get height(): number {
    return this.offsets.length - 1;
  }

  append(block: StoredBlock): void {
    if (block.number !== this.offsets.length) throw new Error(`block ${block.number} out of order`);
    const encoded = encodeBlockLine(block);
    const line = Buffer.from(`${encoded.line}\n`, 'utf8');
    writeSync(this.fd, line, 0, line.length, this.end);
    if (this.durable) fsyncSync(this.fd);
    this.offsets.push(this.end);
    this.ids.push(block.blockID);
    this.jsonSizes.push(encoded.jsonBytes);
    this.end += line.length;
    for (const tx of block.transactions) this.txIndex.set(tx.txID, block.number);
    this.remember(block);
  }

  private remember(block: StoredBlock): void {
    this.cache.set(block.number, block);
    if (this.cache.size > CACHE_SIZE) this.cache.delete(this.cache.keys().next().value!);
  }

  get(number: number): StoredBlock | undefined {
    if (!Number.isInteger(number) || number < 0 || number >= this.offsets.length) return undefined;
    const cached = this.cache.get(number);
    if (cached !== undefined) return cached;
    const start = this.offsets[number]!;
    const stop = number + 1 < this.offsets.length ? this.offsets[number + 1]! : this.end;
    const buffer = Buffer.alloc(stop - start);
    readSync(this.fd, buffer, 0, buffer.length, start);
    const { block } = decodeBlockLine(buffer.toString('utf8'));
    this.remember(block);
    return block;
  }

  blockJson(number: number): Buffer | undefined {
    return this.linePart(number, 'block');
  }

  infoJson(number: number): Buffer | undefined {
    return this.linePart(number, 'info');
  }

  private linePart(number: number, part: 'block' | 'info'): Buffer | undefined {
    const size = this.jsonSizes[number];
    if (size === undefined || size === 0) return undefined;
    const start = this.offsets[number]!;
    const stop = number + 1 < this.offsets.length ? this.offsets[number + 1]! : this.end;
    const [from, to] = lineParts(size, stop - start - 1)[part];
    const bytes = Buffer.alloc(to - from);
    readSync(this.fd, bytes, 0, bytes.length, start + from);
    return bytes;
  }

  idAt(number: number): string | undefined {
    return this.ids[number];
  }

  blockOfTransaction(txID: string): number | undefined {
    return this.txIndex.get(txID);
  }

  truncateFrom(number: number): void {
    if (number >= this.offsets.length) return;
    for (let n = this.offsets.length - 1; n >= number; n--) {
      for (const tx of this.get(n)?.transactions ?? []) this.txIndex.delete(tx.txID);
      this.cache.delete(n);
    }
    this.end = this.offsets[number]!;
    ftruncateSync(this.fd, this.end);
    if (this.durable) fsyncSync(this.fd);
    this.offsets.length = number;
    this.ids.length = number;
    this.jsonSizes.length = number;
  }

  close(): void {
    closeSync(this.fd);
  }
}
