type Undo = () => void;

/**
 * Undo log for every state mutation. Checkpoints give transaction atomicity (a failed transaction or
 * an EVM revert rolls back exactly what it changed); per-block segments kept for the most recent
 * blocks let the fork hook unwind whole blocks.
 */
export class Journal {
  private entries: Undo[] = [];
  private marks: number[] = [];
  private blockStarts: number[] = [];

  constructor(private readonly keepBlocks: number) {}

  record(undo: Undo): void {
    this.entries.push(undo);
  }

  checkpoint(): void {
    this.marks.push(this.entries.length);
  }

  commit(): void {
    if (this.marks.pop() === undefined) throw new Error('journal commit without checkpoint');
  }

  revert(): void {
    const mark = this.marks.pop();
    if (mark === undefined) throw new Error('journal revert without checkpoint');
    this.unwindTo(mark);
  }

  /** Reverts every checkpoint opened above `depth` (after an unexpected error left some open). */
  revertToDepth(depth: number): void {
    while (this.marks.length > depth) this.revert();
  }

  get depth(): number {
    return this.marks.length;
  }

  /** Starts the undo segment of a new block; drops the oldest segments beyond the kept window. */
  beginBlock(): void {
    if (this.marks.length > 0) throw new Error('block started inside a transaction');
    this.blockStarts.push(this.entries.length);
    if (this.blockStarts.length > this.keepBlocks) {
      const drop = this.blockStarts[1]!;
      this.entries = this.entries.slice(drop);
      this.blockStarts = this.blockStarts.slice(1).map((start) => start - drop);
    }
  }

  /** Number of most recent blocks that can still be unwound. */
  get unwindableBlocks(): number {
    return this.blockStarts.length;
  }

  /** Undoes the most recent block entirely. */
  unwindBlock(): void {
    const start = this.blockStarts.pop();
    if (start === undefined) throw new Error('no block left to unwind');
    this.unwindTo(start);
  }

  /** Forgets all undo history (after loading a snapshot). */
  clear(): void {
    this.entries = [];
    this.marks = [];
    this.blockStarts = [];
  }

  private unwindTo(length: number): void {
    while (this.entries.length > length) this.entries.pop()!();
  }
}

/** A Map whose writes are undoable through the journal. Values are treated as immutable. */
export class JournaledMap<K, V> {
  private readonly map = new Map<K, V>();

  constructor(private readonly journal: Journal) {}

  get(key: K): V | undefined {
    return this.map.get(key);
  }

  has(key: K): boolean {
    return this.map.has(key);
  }

  get size(): number {
    return this.map.size;
  }

  set(key: K, value: V): void {
    const had = this.map.has(key);
    const previous = this.map.get(key);
    this.map.set(key, value);
    this.journal.record(had ? () => this.map.set(key, previous as V) : () => this.map.delete(key));
  }

  delete(key: K): void {
    if (!this.map.has(key)) return;
    const previous = this.map.get(key) as V;
    this.map.delete(key);
    this.journal.record(() => this.map.set(key, previous));
  }

  entries(): IterableIterator<[K, V]> {
    return this.map.entries();
  }

  keys(): IterableIterator<K> {
    return this.map.keys();
  }

  values(): IterableIterator<V> {
    return this.map.values();
  }

  /** Loads entries without journaling (snapshot restore). */
  load(entries: Iterable<[K, V]>): void {
    this.map.clear();
    for (const [key, value] of entries) this.map.set(key, value);
  }
}
