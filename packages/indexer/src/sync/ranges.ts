import type { Seqs } from '../decode/rows.js';

/** Asks for `count` blocks from `from`; `seqs` only for the first range of a catch-up. */
export type FetchRange<T> = (from: number, count: number, seqs: Seqs | undefined) => Promise<T[]>;

interface Range<T> {
  count: number;
  blocks: Promise<T[]>;
  /** the blocks, once they have come */
  arrived?: T[];
}

/** What the writer takes at once: blocks in order, and whether every range in them came whole. */
export interface Taken<T> {
  blocks: T[];
  whole: boolean;
}

/**
 * The ranges a catch-up has asked for, `concurrency` at a time, handed on strictly in order. The
 * writer takes the first range and every one after it that has already come: while it is the slower
 * side, a commit then holds several ranges, whose accounts, holders and days are mostly the same rows,
 * so each is written once instead of once a range. A range that came short ends what is taken.
 */
export class RangeQueue<T> {
  readonly #pending: Range<T>[] = [];
  #next: number;
  /** the checkpoint's seqs, until the first range has been asked for with them */
  #firstSeqs: Seqs | undefined;

  constructor(
    private readonly fetch: FetchRange<T>,
    from: number,
    private readonly head: number,
    private readonly batchSize: number,
    firstSeqs: Seqs,
  ) {
    this.#next = from;
    this.#firstSeqs = firstSeqs;
  }

  get empty(): boolean {
    return this.#pending.length === 0;
  }

  /** Asks for ranges until `limit` are in flight or the head is reached. */
  schedule(limit: number): void {
    while (this.#pending.length < limit && this.#next <= this.head) {
      const count = Math.min(this.batchSize, this.head - this.#next + 1);
      // The first range's rows are numbered from the checkpoint, each one after from the one before.
      const range: Range<T> = { count, blocks: this.fetch(this.#next, count, this.#firstSeqs) };
      this.#firstSeqs = undefined;
      range.blocks.then(
        (blocks) => {
          range.arrived = blocks;
        },
        () => {},
      );
      this.#pending.push(range);
      this.#next += count;
    }
  }

  /** The first range (waiting for it) and the ranges after it that have come; rejects as its range does. */
  async take(): Promise<Taken<T>> {
    const first = this.#pending.shift()!;
    const blocks = [...(await first.blocks)];
    let whole = blocks.length === first.count;
    while (whole && this.#pending[0]?.arrived !== undefined) {
      const range = this.#pending.shift()!;
      blocks.push(...range.arrived!);
      whole = range.arrived!.length === range.count;
    }
    return { blocks, whole };
  }
}
