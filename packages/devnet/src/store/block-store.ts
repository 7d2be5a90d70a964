import type { StoredBlock } from '../chain/stored-block.js';

/** Where blocks live: in memory for tests, or an append-only log on disk. */
export interface BlockStore {
  /** Number of the last block, -1 when empty. */
  readonly height: number;
  append(block: StoredBlock): void;
  get(number: number): StoredBlock | undefined;
  /** java-tron's JSON of a block in hex form with its transactions, when the store keeps it as text. */
  blockJson(number: number): Buffer | undefined;
  /** java-tron's TransactionInfo JSON array of a block's transactions, when the store keeps it as text. */
  infoJson(number: number): Buffer | undefined;
  idAt(number: number): string | undefined;
  /** Number of the block holding a transaction. */
  blockOfTransaction(txID: string): number | undefined;
  /** Removes every block from `number` on (a fork replaces them). */
  truncateFrom(number: number): void;
  /** Where a block is kept, for errors: the file and byte offset of its line. */
  locate(number: number): string;
  close(): void;
}

export class MemoryBlockStore implements BlockStore {
  private readonly blocks: StoredBlock[] = [];
  private readonly txIndex = new Map<string, number>();

  get height(): number {
    return this.blocks.length - 1;
  }

  append(block: StoredBlock): void {
    if (block.number !== this.blocks.length) throw new Error(`block ${block.number} out of order`);
    this.blocks.push(block);
    for (const tx of block.transactions) this.txIndex.set(tx.txID, block.number);
  }

  get(number: number): StoredBlock | undefined {
    return this.blocks[number];
  }

  blockJson(): undefined {
    return undefined;
  }

  infoJson(): undefined {
    return undefined;
  }

  idAt(number: number): string | undefined {
    return this.blocks[number]?.blockID;
  }

  blockOfTransaction(txID: string): number | undefined {
    return this.txIndex.get(txID);
  }

  truncateFrom(number: number): void {
    for (const block of this.blocks.splice(number)) {
      for (const tx of block.transactions) this.txIndex.delete(tx.txID);
    }
  }

  locate(number: number): string {
    return `block store in memory, index ${number}`;
  }

  close(): void {}
}
