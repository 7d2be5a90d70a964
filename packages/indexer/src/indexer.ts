import type { Db } from '@poxscan/db';
import type { Logger } from 'pino';
import type { BlockPay } from './decode/block.js';
import { NodeClient } from './node/client.js';
import { Refresher } from './refresh/refresher.js';
import { blockPayOf, payParametersOf } from './sync/block-pay.js';
import { Fetcher } from './sync/fetcher.js';
import { type IndexerStatus, Progress } from './sync/progress.js';
import type { StartBlock } from './sync/start.js';
import { Syncer } from './sync/syncer.js';
import { Mutex } from './util/mutex.js';
import { writeStatus } from './write/status.js';

export interface IndexerOptions {
  /** shared with the API when both run in one process */
  db: Db;
  /** any java-tron-compatible full node */
  fullnodeUrl: string;
  /** where /walletsolidity lives, when not on the full node */
  solidityUrl?: string;
  logger: Logger;
  /** blocks fetched at a time during catch-up (default 50); a commit takes those already fetched */
  batchSize?: number;
  /** batches fetched ahead of the one being written (default 3) */
  concurrency?: number;
  /**
   * The most transactions a commit holds while visitors' reads wait for the commits, as a page's do
   * on PGlite's one session (default 1,000; a block with more is committed whole).
   */
  partTransactions?: number;
  /** pause between polls of the node once caught up (default 200 ms) */
  pollMs?: number;
  /**
   * First block to index: a number, the node's head (`latest`) or its latest solidified block. Only
   * for an empty database (default 0, genesis); a database that already starts elsewhere is refused.
   */
  startBlock?: StartBlock;
  /** how often the network-wide state (SRs, votes, proposals, parameters, stake totals) is read again (default 2 min) */
  networkEveryMs?: number;
  /** how often the tokens recent transactions called are checked for supply drift (default 10 s) */
  driftEveryMs?: number;
  /** called after every commit and state change */
  onProgress?: (status: IndexerStatus) => void;
}

export interface Indexer {
  stop(): Promise<void>;
  status(): IndexerStatus;
  /**
   * Resolves once the database holds every block up to the node's head at the time of the call and
   * every queued node refresh is done; rejects once `signal` aborts, if it comes first.
   */
  settled(signal?: AbortSignal): Promise<void>;
}

// Behind by more than this, the refresher waits: whatever it read would change again before the head.
const CATCHING_UP_BLOCKS = 100;

/** Migrates the database, then follows the node until stopped. */
export async function startIndexer(options: IndexerOptions): Promise<Indexer> {
  const { db, logger } = options;
  await db.migrate();
  const node = new NodeClient({ fullnodeUrl: options.fullnodeUrl, solidityUrl: options.solidityUrl });
  const fetcher = new Fetcher({
    fullnodeUrl: options.fullnodeUrl,
    rows: db.engine === 'postgres' ? 'copy' : 'arrays',
    ...(options.solidityUrl ? { solidityUrl: options.solidityUrl } : {}),
  });
  const writeLock = new Mutex();
  const progress = new Progress();
  let parameters = payParametersOf(
    await db.kysely.selectFrom('chain_parameters').select(['key', 'value']).execute(),
  );
  // The SRs' tallies of the node's head price the blocks until the refresher has stored those of the
  // indexed head's maintenance period (chain_state standby_pay), which then win.
  let votes: bigint[] | undefined;
  const fetchPay = async (): Promise<BlockPay> => {
    parameters ??= payParametersOf(await node.chainParameters()) ?? { witness: 0n, standby: 0n };
    votes ??= (await node.witnesses()).map((w) => BigInt(w.voteCount ?? 0));
    return blockPayOf(parameters, votes);
  };
  const refresher = new Refresher({
    db,
    node,
    forgetAbi: (address) => fetcher.forget(address),
    logger,
    writeLock,
    onPayParameters: (next) => {
      parameters = next;
    },
    // Until the node has been asked, how far behind is unknown: a restarted indexer may be far behind.
    catchingUp: () => (progress.status.lagBlocks ?? Number.POSITIVE_INFINITY) > CATCHING_UP_BLOCKS,
    nodeHeadTime: () => progress.nodeHeadTime,
    networkEveryMs: options.networkEveryMs,
    driftEveryMs: options.driftEveryMs,
  });
  const syncer = new Syncer({
    db,
    node,
    fetcher,
    pay: fetchPay,
    logger,
    writeLock,
    progress,
    batchSize: options.batchSize ?? 50,
    concurrency: options.concurrency ?? 3,
    partTransactions: options.partTransactions ?? 1_000,
    pollMs: options.pollMs ?? 200,
    startBlock: options.startBlock,
    onProgress: () => {
      refresher.wake();
      options.onProgress?.(progress.status);
    },
  });
  await syncer.load();
  const controller = new AbortController();
  const loops = Promise.all([syncer.run(controller.signal), refresher.run(controller.signal)]);
  logger.info(
    { fullnodeUrl: options.fullnodeUrl, fromBlock: syncer.checkpoint.blockNum + 1 },
    'indexer started',
  );
  let stopping: Promise<void> | undefined;
  return {
    status: () => progress.status,
    async settled(signal) {
      const target = (await node.head()).number;
      while (syncer.checkpoint.blockNum < target || !(await refresher.idle())) {
        if (controller.signal.aborted) throw new Error('indexer stopped');
        signal?.throwIfAborted();
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    stop() {
      stopping ??= (async () => {
        controller.abort();
        await loops;
        await fetcher.close();
        progress.state('stopped');
        await writeLock.run(() => writeStatus(db.kysely, progress.status)).catch(() => {});
        options.onProgress?.(progress.status);
        logger.info({ indexedBlock: syncer.checkpoint.blockNum }, 'indexer stopped');
      })();
      return stopping;
    },
  };
}
