import type { Logger } from 'pino';
import type { HexAddress } from '../address.js';
import type { ExecEnv } from '../contracts/registry.js';
import { VmRuntime } from '../evm/runtime.js';
import type { DevnetKeys } from '../keys.js';
import { World } from '../state/world.js';
import type { BlockStore } from '../store/block-store.js';
import { readSnapshot, writeSnapshot } from '../store/snapshot.js';
import { SigningPool } from '../traffic/signing-pool.js';
import { type ChainView, checkCommon, checkSignatures } from '../tx/admission.js';
import { TxRejected } from '../tx/errors.js';
import { executeTransaction } from '../tx/execute.js';
import type { ChainTx } from '../tx/types.js';
import { buildBlock } from './build-block.js';
import type { BlockContext } from './context.js';
import { initGenesisState } from './genesis.js';
import type { GenesisConfig } from './genesis-config.js';
import { genesisBlock, replayBlocks } from './restore.js';
import { nextProducingSlot, solidifiedNumber } from './schedule.js';
import type { StoredBlock } from './stored-block.js';

/** Recent blocks whose undo log is kept: more than the 19 or so above the solidified block, the most a fork may replace. */
export const FORK_WINDOW = 32;
const MAX_BLOCK_TRANSACTIONS = 5_000;

export interface ChainOptions {
  config: GenesisConfig;
  keys: DevnetKeys;
  store: BlockStore;
  dataDir?: string;
  blockTimeMs: number;
  genesisTimestamp: number;
  logger: Logger;
  /** Blocks between two state snapshots on disk. */
  snapshotEvery?: number;
}

/** The single-node chain: state, pending transactions, block production and replacement. */
export class Chain implements ChainView {
  readonly world = new World(FORK_WINDOW);
  readonly env: ExecEnv;
  readonly offline = new Set<HexAddress>();
  /** Signing threads for the simulated users, started on first use. */
  readonly signing = new SigningPool();
  private pending: ChainTx[] = [];
  private readonly pendingIds = new Set<string>();
  private readonly verified = new WeakSet<ChainTx>();
  private sessionOpen = false;
  private queue: Promise<unknown> = Promise.resolve();
  private solid = 0;

  private constructor(private readonly options: ChainOptions) {
    this.env = {
      vm: new VmRuntime(this.world),
      timing: { proposalExpireMs: options.config.proposalExpireMs },
    };
  }

  static async open(options: ChainOptions): Promise<Chain> {
    const chain = new Chain(options);
    await chain.restore();
    return chain;
  }

  get store(): BlockStore {
    return this.options.store;
  }

  get head(): StoredBlock {
    return this.store.get(this.store.height)!;
  }

  get headNumber(): number {
    return this.store.height;
  }

  get headTimestamp(): number {
    return this.head.timestamp;
  }

  get genesisBlock(): StoredBlock {
    return this.store.get(0)!;
  }

  get solidifiedNumber(): number {
    return this.solid;
  }

  get blockTimeMs(): number {
    return this.options.blockTimeMs;
  }

  blockIdAt(number: number): string | undefined {
    return this.store.idAt(number);
  }

  hasTransaction(txID: string): boolean {
    return this.pendingIds.has(txID) || this.store.blockOfTransaction(txID) !== undefined;
  }

  /** Runs state-changing work one at a time (HTTP handlers, producer and hooks share the state). */
  exclusive<T>(work: () => Promise<T>): Promise<T> {
    const run = this.queue.then(work, work);
    this.queue = run.catch(() => undefined);
    return run;
  }

  /** Context of the block after the head, for admission and constant calls. */
  nextContext(): BlockContext {
    return {
      world: this.world,
      number: this.headNumber + 1,
      timestamp: this.headTimestamp + this.options.blockTimeMs,
      witness: this.head.witness,
      genesisBlockId: this.genesisBlock.blockID,
      dayMs: this.options.config.unfreezeDayMs,
    };
  }

  private admit(tx: ChainTx): void {
    checkCommon(this, tx);
    if (!this.verified.has(tx)) {
      checkSignatures(this.world, tx);
      this.verified.add(tx);
      // The signers recovered ahead of time have served; blocks keep no trace of them.
      delete tx.recovered;
    }
  }

  /** broadcasttransaction: validates and executes on the pending state; throws TxRejected. */
  broadcast(tx: ChainTx): Promise<void> {
    return this.exclusive(() => this.broadcastNow(tx));
  }

  private async broadcastNow(tx: ChainTx): Promise<void> {
    if (this.pending.length >= MAX_BLOCK_TRANSACTIONS) throw new TxRejected('SERVER_BUSY', 'Server busy.');
    this.admit(tx);
    if (!this.sessionOpen) {
      this.world.journal.checkpoint();
      this.sessionOpen = true;
    }
    const depth = this.world.journal.depth;
    this.world.journal.checkpoint();
    try {
      await executeTransaction(this.nextContext(), this.env, tx);
      this.world.journal.commit();
    } catch (error) {
      this.world.journal.revertToDepth(depth);
      throw error;
    }
    this.pending.push(tx);
    this.pendingIds.add(tx.txID);
  }

  private closeSession(): void {
    if (this.sessionOpen) this.world.journal.revert();
    this.sessionOpen = false;
  }

  /** Produces the next block at the next slot of an online SR, with pending plus `extra` transactions. */
  produce(extra: ChainTx[] = [], atOrAfter?: number): Promise<StoredBlock> {
    return this.exclusive(() => this.produceNow(extra, atOrAfter));
  }

  private async produceNow(extra: ChainTx[], atOrAfter?: number): Promise<StoredBlock> {
    this.closeSession();
    const after = Math.max(this.headTimestamp, (atOrAfter ?? 0) - this.options.blockTimeMs);
    const { slot, missed } = nextProducingSlot(
      this.world,
      this.genesisBlock.timestamp,
      this.options.blockTimeMs,
      after,
      this.offline,
    );
    const candidates = [...this.pending, ...extra].slice(0, MAX_BLOCK_TRANSACTIONS);
    const leftover = [...this.pending, ...extra].slice(MAX_BLOCK_TRANSACTIONS);
    this.pending = [];
    this.pendingIds.clear();
    const seen = new Set<string>();
    const { block, rejected } = await buildBlock(
      {
        world: this.world,
        env: this.env,
        parent: this.head,
        slot,
        missed,
        genesisBlockId: this.genesisBlock.blockID,
        dayMs: this.options.config.unfreezeDayMs,
        version: this.options.config.blockVersion,
        witnessKey: this.options.keys.byHex.get(slot.witness)!.privateKey,
        admit: (tx) => {
          if (seen.has(tx.txID)) throw new TxRejected('DUP_TRANSACTION_ERROR', 'dup trans');
          this.admit(tx);
          seen.add(tx.txID);
        },
      },
      candidates,
    );
    for (const { tx, error } of rejected) {
      const level = error.code === 'OTHER_ERROR' ? 'warn' : 'debug';
      this.options.logger[level](
        { txID: tx.txID, code: error.code },
        `transaction left out: ${error.message}`,
      );
    }
    this.commitBlock(block);
    for (const tx of leftover) await this.broadcastNow(tx).catch(() => undefined);
    return block;
  }

  private commitBlock(block: StoredBlock): void {
    this.store.append(block);
    this.solid = Math.max(this.solid, solidifiedNumber(this.world));
    const every = this.options.snapshotEvery ?? 500;
    if (this.options.dataDir !== undefined && block.number % every === 0) this.snapshot();
  }

  /** Drops pending transactions and writes a final snapshot (clean shutdown). */
  close(): Promise<void> {
    return this.exclusive(async () => {
      this.closeSession();
      this.pending = [];
      this.pendingIds.clear();
      this.snapshot();
      await this.signing.terminate();
    });
  }

  snapshot(): void {
    if (this.options.dataDir === undefined || this.sessionOpen) return;
    writeSnapshot(this.options.dataDir, this.world, this.headNumber);
  }

  /** Replaces the last `depth` blocks with a new branch of `depth + 1` blocks from other slots. */
  fork(depth: number): Promise<void> {
    return this.exclusive(async () => {
      if (!Number.isInteger(depth) || depth < 1) throw new RangeError('depth must be a positive integer');
      if (depth > this.world.journal.unwindableBlocks || this.headNumber - depth < this.solid) {
        throw new RangeError(
          `cannot replace ${depth} blocks: only blocks above the solidified block ${this.solid} can be replaced`,
        );
      }
      this.closeSession();
      const dropped: ChainTx[] = [];
      for (let i = 0; i < depth; i++) {
        dropped.unshift(...this.head.transactions);
        this.world.journal.unwindBlock();
        this.store.truncateFrom(this.headNumber);
      }
      this.pending = [];
      this.pendingIds.clear();
      this.snapshot();
      // The new branch skips one slot, so its blocks differ from the replaced ones; it also re-includes their transactions.
      const skipTo = this.headTimestamp + 2 * this.options.blockTimeMs;
      await this.produceNow(dropped, skipTo);
      for (let i = 0; i < depth; i++) await this.produceNow([]);
    });
  }

  private async restore(): Promise<void> {
    const { store, dataDir, config, keys, blockTimeMs, logger } = this.options;
    if (store.height < 0) {
      this.initGenesisWorld(this.options.genesisTimestamp);
      store.append(genesisBlock(config, this.options.genesisTimestamp));
      this.snapshot();
      return;
    }
    const snapshot = dataDir === undefined ? undefined : readSnapshot(dataDir, this.world, store.height);
    let snapshotHead = snapshot?.head;
    if (snapshot !== undefined && !snapshot.loaded) {
      logger.warn(
        { snapshotHead, logHead: store.height },
        'snapshot is ahead of the block log; replaying from genesis',
      );
      snapshotHead = undefined;
    }
    if (snapshotHead === undefined) this.initGenesisWorld(store.get(0)!.timestamp);
    const from = (snapshotHead ?? 0) + 1;
    await replayBlocks({ world: this.world, env: this.env, store, keys, config, blockTimeMs }, from);
    this.solid = solidifiedNumber(this.world);
    if (store.height >= from)
      logger.info({ from, to: store.height }, 'replayed blocks after the last snapshot');
  }

  private initGenesisWorld(timestamp: number): void {
    const { config, keys } = this.options;
    this.world.journal.clear();
    initGenesisState(this.world, config, keys, timestamp);
    this.world.journal.clear();
  }
}
