/** How long after reads last waited for a commit the commits stay short: a visitor reading on. */
const VISITED_MS = 60_000;

/**
 * The blocks a catch-up has taken, committed whole, or in parts of a bounded number of transactions
 * while visitors' reads wait for the commits. On PGlite a page's query waits for the whole commit
 * under way: 150 blocks of mainnet's density take seconds. Parts cost the catch-up speed (each commit's
 * bookkeeping, fewer accounts and holders shared), so they are made only while someone is reading.
 */
export class CommitParts {
  #waitedAt = Number.NEGATIVE_INFINITY;

  /** `maxTransactions`: a part's most, but for a block that holds more on its own. */
  constructor(private readonly maxTransactions: number) {}

  /** After a commit: how many reads were waiting for it when it ended. */
  committed(readsWaiting: number): void {
    if (readsWaiting > 0) this.#waitedAt = performance.now();
  }

  /** The commits to make of `blocks`, in order. */
  of<T extends { block: { txCount: number } }>(blocks: T[]): T[][] {
    if (performance.now() - this.#waitedAt >= VISITED_MS) return [blocks];
    const parts: T[][] = [];
    let part: T[] = [];
    let transactions = 0;
    for (const b of blocks) {
      if (part.length > 0 && transactions + b.block.txCount > this.maxTransactions) {
        parts.push(part);
        part = [];
        transactions = 0;
      }
      part.push(b);
      transactions += b.block.txCount;
    }
    if (part.length > 0) parts.push(part);
    return parts;
  }
}
