import type { Db } from '@poxscan/db';
import type { Logger } from 'pino';
import type { BlockPay } from '../decode/block.js';
import type { DecodedBlock } from '../decode/rows.js';
import type { NodeClient } from '../node/client.js';
import type { Mutex } from '../util/mutex.js';
import { sleep } from '../util/sleep.js';
import { type Checkpoint, readCheckpoint } from '../write/batch.js';
import { writeStatus } from '../write/status.js';
import { commonAncestor } from './ancestor.js';
import { linkedCount, writeCommit } from './commit.js';
import { CommitParts } from './commit-parts.js';
import { EVENTS_CHANNEL, type IndexerEvent } from './events.js';
import type { Fetcher } from './fetcher.js';
import { missingBlockError } from './lowest-block.js';
import type { Progress } from './progress.js';
import { RangeQueue } from './ranges.js';
import { rollBackFork } from './roll-back.js';
import { checkStartBlock, firstIndexedBlock, resolveStartBlock, type StartBlock } from './start.js';
import { Upkeep } from './upkeep.js';
import { NodeWaitError, StepFailures } from './waits.js';

export interface SyncerOptions {
  db: Db;
  node: NodeClient;
  fetcher: Fetcher;
  /** the current block pay parameters */
  pay: () => Promise<BlockPay>;
  logger: Logger;
  writeLock: Mutex;
  progress: Progress;
  batchSize: number;
  concurrency: number;
  /** the most transactions a commit holds while visitors' reads wait for the commits (CommitParts) */
  partTransactions: number;
  /** pause between head polls once caught up */
  pollMs: number;
  /** first block to index when the database is empty; when given, a non-empty database is refused */
  startBlock: StartBlock | undefined;
  onProgress?: () => void;
}

const MAX_BACKOFF_MS = 10_000;
const STATUS_EVERY_MS = 1_000;
const SOLIDIFIED_EVERY_MS = 3_000;

/** Follows the node: catch-up in pipelined batches, then the head; rolls back reorgs; waits out outages. */
export class Syncer {
  readonly #o: SyncerOptions;
  readonly #upkeep: Upkeep;
  readonly #parts: CommitParts;
  #checkpoint: Checkpoint;
  #statusWrittenAt = 0;
  #solidifiedAt = 0;
  /** a start height still to ask the node for (latest, solidified) */
  #unresolved: StartBlock | undefined;
  /** the first indexed block: nothing below it can be rolled back */
  #first: number | undefined;
  /**
   * The highest indexed block known final: committed while the node reported a solidified block at
   * or above it. A block the database held before the node solidified its height may be an orphan
   * the indexer had not yet seen replaced (it lagged, or was killed mid-rollback); that one can be
   * rolled back. -1 until the first commit of this run.
   */
  #final = -1;
  readonly #failures: StepFailures;

  constructor(options: SyncerOptions) {
    this.#o = options;
    this.#upkeep = new Upkeep(options.db, options.writeLock, options.logger);
    this.#parts = new CommitParts(options.partTransactions);
    this.#failures = new StepFailures(options.progress, options.logger);
    this.#checkpoint = this.#empty(0);
  }

  /** Where an empty database starts: just before its first block, with no parent to check. */
  #empty(start: number): Checkpoint {
    return { blockNum: start - 1, blockHash: '', seqs: { tx: 0, transfer: 0 } };
  }

  /** Reads the checkpoint; refuses a start height on a database that already holds other blocks. */
  async load(): Promise<void> {
    const { startBlock, db } = this.#o;
    const saved = await readCheckpoint(db.kysely);
    this.#first = await firstIndexedBlock(db);
    if (startBlock !== undefined) checkStartBlock(startBlock, this.#first, saved?.blockNum ?? -1);
    if (saved === undefined) {
      if (typeof startBlock === 'number' || startBlock === undefined)
        this.#checkpoint = this.#empty(startBlock ?? 0);
      else this.#unresolved = startBlock;
      return;
    }
    this.#checkpoint = saved;
    const block = await this.#o.db.kysely
      .selectFrom('blocks')
      .select('block_time')
      .where('num', '=', saved.blockNum)
      .executeTakeFirst();
    if (block) this.#o.progress.resumed(saved.blockNum, new Date(block.block_time).getTime());
  }

  get checkpoint(): Checkpoint {
    return this.#checkpoint;
  }

  /** The block history starts at (undefined until the first commit of an empty database). */
  get firstBlock(): number | undefined {
    return this.#first;
  }

  async run(signal: AbortSignal): Promise<void> {
    try {
      await this.#follow(signal);
    } finally {
      // A VACUUM beside the writes (PostgreSQL) ends before the caller closes the database.
      await this.#upkeep.idle();
    }
  }

  async #follow(signal: AbortSignal): Promise<void> {
    let backoff = 250;
    while (!signal.aborted) {
      try {
        await this.#step(signal);
        backoff = 250;
        this.#failures.recovered();
      } catch (error) {
        if (signal.aborted) break;
        const stop = this.#failures.failed(error, backoff);
        await this.#saveStatus(true).catch(() => {});
        this.#o.onProgress?.();
        if (stop) return;
        await sleep(backoff, signal);
        backoff = Math.min(backoff * 2, MAX_BACKOFF_MS);
      }
    }
  }

  async #step(signal: AbortSignal): Promise<void> {
    const { node } = this.#o;
    const head = await node.head();
    const { progress } = this.#o;
    if (this.#unresolved !== undefined) {
      this.#checkpoint = this.#empty(await resolveStartBlock(node, this.#unresolved));
      this.#unresolved = undefined;
    }
    if (progress.status.state !== 'following') progress.state('catching_up');
    progress.node(head.number, head.timestamp);
    if (Date.now() - this.#solidifiedAt >= SOLIDIFIED_EVERY_MS) {
      this.#solidifiedAt = Date.now();
      progress.solidified(await node.solidifiedNum());
    }
    // A node behind the database (restarted, resyncing, or another node behind a balancer) is waited
    // for: its shorter chain says nothing yet about the blocks it has not reached.
    if (head.number < this.#checkpoint.blockNum)
      throw new NodeWaitError(
        'node_behind',
        `the node's head (block ${head.number}) is below the last indexed block ${this.#checkpoint.blockNum}; waiting for it to catch up`,
      );
    if (head.number === this.#checkpoint.blockNum) {
      await this.#saveStatus(false);
      this.#o.onProgress?.();
      await sleep(this.#o.pollMs, signal);
      return;
    }
    await this.#catchUp(this.#checkpoint.blockNum + 1, head.number, signal);
  }

  /** Fetches ranges `concurrency` at a time and commits them strictly in order. */
  async #catchUp(from: number, head: number, signal: AbortSignal): Promise<void> {
    const { batchSize, concurrency, fetcher } = this.#o;
    // Read before the blocks are fetched: whatever the node serves at or below it is final.
    const solidified = this.#o.progress.status.solidifiedBlock ?? -1;
    const pay = await this.#o.pay();
    const ranges = new RangeQueue(
      (start, count, seqs) => fetcher.fetch(start, count, pay, seqs),
      from,
      head,
      batchSize,
      this.#checkpoint.seqs,
    );
    // While the node lacks blocks, one range at a time: the ones after it would fail too.
    const schedule = () => ranges.schedule(this.#failures.waiting ? 1 : concurrency);
    schedule();
    while (!ranges.empty && !signal.aborted) {
      const asked = performance.now();
      const { blocks, whole } = await ranges.take();
      const waitedMs = performance.now() - asked;
      if (blocks.length === 0)
        throw await missingBlockError(this.#o.node, this.#checkpoint.blockNum + 1, head);
      schedule();
      for (const [i, part] of this.#parts.of(blocks).entries()) {
        const complete = await this.#commit(part, i === 0 ? waitedMs : 0);
        this.#final = Math.max(this.#final, Math.min(solidified, this.#checkpoint.blockNum));
        // A stop asked between parts ends at the checkpoint just written, as between commits.
        if (!complete || signal.aborted) return;
      }
      if (!whole) return;
    }
  }

  /**
   * Commits blocks that extend the checkpoint; false when they do not (reorg handled, or a gap).
   * `waitedMs`, how long the writer waited for the blocks, is logged with the commit's own time: the
   * two say whether fetching or writing holds the indexer back.
   */
  async #commit(blocks: DecodedBlock[], waitedMs: number): Promise<boolean> {
    const from = this.#checkpoint;
    if (from.blockHash !== '' && blocks[0]!.block.parentHash !== from.blockHash) {
      await this.#reorg();
      return false;
    }
    const linked = linkedCount(blocks);
    const batch = blocks.slice(0, linked);
    const { db, writeLock, progress } = this.#o;
    const statusDue = Date.now() - this.#statusWrittenAt >= STATUS_EVERY_MS;
    const last = batch.at(-1)!.block;
    const txs = batch.reduce((n, b) => n + b.block.txCount, 0);
    progress.committed(last.num, last.time, batch.length, txs);
    this.#first ??= batch[0]!.block.num;
    const { checkpoint, wroteMs, readsWaiting } = await writeCommit(
      db,
      writeLock,
      batch,
      from,
      statusDue ? progress.status : undefined,
    );
    this.#checkpoint = checkpoint;
    this.#parts.committed(readsWaiting);
    this.#o.logger.debug(
      {
        from: batch[0]!.block.num,
        to: last.num,
        transactions: txs,
        waitedMs: Math.round(waitedMs),
        wroteMs: Math.round(wroteMs),
      },
      'blocks committed',
    );
    if (statusDue) this.#statusWrittenAt = Date.now();
    await this.#notify({
      type: 'blocks',
      from: batch[0]!.block.num,
      to: last.num,
      hash: last.hash,
      timestamp: last.time,
      transactions: txs,
    });
    this.#o.onProgress?.();
    await this.#upkeep.committed(txs);
    return linked === blocks.length;
  }

  /** Finds the last block the database shares with the node and rolls back everything after it. */
  async #reorg(): Promise<void> {
    const { db, node, writeLock, logger } = this.#o;
    const old = this.#checkpoint;
    const ancestor = await commonAncestor({
      db,
      node,
      from: old.blockNum,
      first: this.#first ?? 0,
      final: this.#final,
    });
    const fork = ancestor + 1;
    if (fork > old.blockNum) return;
    const head = await node.head();
    this.#checkpoint = await rollBackFork(db, writeLock, old, fork, head.hash);
    logger.warn({ forkBlock: fork, depth: old.blockNum - fork + 1 }, 'chain reorganisation rolled back');
    await this.#notify({ type: 'reorg', forkBlock: fork, depth: old.blockNum - fork + 1 });
  }

  async #saveStatus(force: boolean): Promise<void> {
    if (!force && Date.now() - this.#statusWrittenAt < STATUS_EVERY_MS) return;
    const { db, writeLock, progress } = this.#o;
    this.#statusWrittenAt = Date.now();
    await writeLock.run(() => writeStatus(db.kysely, progress.status));
  }

  async #notify(event: IndexerEvent): Promise<void> {
    await this.#o.db.notify(EVENTS_CHANNEL, JSON.stringify(event)).catch((error: unknown) => {
      this.#o.logger.warn({ err: error }, 'could not notify listeners');
    });
  }
}
