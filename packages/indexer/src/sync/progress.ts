import type { IndexerState } from '@poxscan/db';

/** What the indexer reports about itself (also kept in the indexer_status row). */
export interface IndexerStatus {
  state: IndexerState;
  nodeHeadBlock: number | null;
  indexedBlock: number | null;
  solidifiedBlock: number | null;
  lagBlocks: number | null;
  /** node head time minus indexed block time */
  lagMs: number | null;
  blocksPerSecond: number;
  transactionsPerSecond: number;
  /** seconds until caught up at the current speed; null when following or unknown */
  etaSeconds: number | null;
  lastError: string | null;
  lastErrorAt: number | null;
  startedAt: number;
}

const WINDOW_MS = 10_000;

/** Tracks speed over a sliding window and the node's position, and derives the status. */
export class Progress {
  readonly #samples: { at: number; blocks: number; txs: number }[] = [];
  #status: IndexerStatus;

  constructor(now = Date.now()) {
    this.#status = {
      state: 'starting',
      nodeHeadBlock: null,
      indexedBlock: null,
      solidifiedBlock: null,
      lagBlocks: null,
      lagMs: null,
      blocksPerSecond: 0,
      transactionsPerSecond: 0,
      etaSeconds: null,
      lastError: null,
      lastErrorAt: null,
      startedAt: now,
    };
  }

  get status(): IndexerStatus {
    return { ...this.#status };
  }

  #headTime = 0;
  #indexedTime = 0;

  /** The node head's block time, once the node or a committed block has told it. */
  get nodeHeadTime(): number | null {
    return this.#status.nodeHeadBlock === null ? null : this.#headTime;
  }

  node(head: number, headTime: number): void {
    this.#status.nodeHeadBlock = head;
    this.#headTime = headTime;
    this.#derive();
  }

  solidified(num: number): void {
    this.#status.solidifiedBlock = num;
  }

  /** Where a restarted indexer stands before it commits anything (its speed is still unknown). */
  resumed(lastBlock: number, lastBlockTime: number): void {
    this.#status.indexedBlock = lastBlock;
    this.#indexedTime = lastBlockTime;
    this.#derive();
  }

  committed(lastBlock: number, lastBlockTime: number, blocks: number, txs: number, now = Date.now()): void {
    this.#samples.push({ at: now, blocks, txs });
    while (this.#samples.length > 0 && this.#samples[0]!.at < now - WINDOW_MS) this.#samples.shift();
    this.#status.indexedBlock = lastBlock;
    this.#indexedTime = lastBlockTime;
    if (this.#status.nodeHeadBlock === null || lastBlock > this.#status.nodeHeadBlock) {
      this.#status.nodeHeadBlock = lastBlock;
      this.#headTime = lastBlockTime;
    }
    const span = Math.max(now - (this.#samples[0]?.at ?? now), 1000) / 1000;
    this.#status.blocksPerSecond = this.#samples.reduce((n, s) => n + s.blocks, 0) / span;
    this.#status.transactionsPerSecond = this.#samples.reduce((n, s) => n + s.txs, 0) / span;
    this.#derive();
  }

  state(state: IndexerState): void {
    this.#status.state = state;
  }

  error(error: unknown, now = Date.now()): void {
    this.#status.lastError = error instanceof Error ? error.message : String(error);
    this.#status.lastErrorAt = now;
  }

  #derive(): void {
    const s = this.#status;
    if (s.nodeHeadBlock === null || s.indexedBlock === null) return;
    s.lagBlocks = Math.max(s.nodeHeadBlock - s.indexedBlock, 0);
    s.lagMs = Math.max(this.#headTime - this.#indexedTime, 0);
    s.etaSeconds = s.lagBlocks > 0 && s.blocksPerSecond > 0 ? s.lagBlocks / s.blocksPerSecond : null;
    if (s.state !== 'node_unreachable' && s.state !== 'stopped')
      s.state = s.lagBlocks > 1 ? 'catching_up' : 'following';
  }
}
