import type { Db, RefreshKind } from '@poxscan/db';
import { sql } from 'kysely';
import type { Logger } from 'pino';
import type { NodeClient } from '../node/client.js';
import { type PayParameters, payParametersOf } from '../sync/block-pay.js';
import { EVENTS_CHANNEL, type IndexerEvent } from '../sync/events.js';
import { SparseIndexes } from '../sync/sparse-indexes.js';
import type { Mutex } from '../util/mutex.js';
import { sleep } from '../util/sleep.js';
import { col, type Trx, unnestRows } from '../write/bulk.js';
import {
  enqueueRefresh,
  type QueuedRequest,
  queuedRequests,
  returnQueueSpace,
} from '../write/refresh-queue.js';
import { writeStakingDay } from '../write/staking-daily.js';
import { updateStandbyPay } from '../write/standby-pay.js';
import { fetchAccounts, writeAccounts } from './accounts.js';
import { fetchContracts, writeContracts } from './contracts.js';
import { enqueueCalledTokens } from './drift.js';
import { fetchParameters, fetchProposals, writeParameters, writeProposals } from './governance.js';
import { atCheckpoint, checkSupplyDrift, fetchHolders, writeHolders } from './holders.js';
import { writeTotals } from './network.js';
import { fetchTokens, writeTokens } from './tokens.js';
import { fetchWitnesses, writeWitnesses } from './witnesses.js';

export interface RefresherOptions {
  db: Db;
  node: NodeClient;
  /** A contract's settings or ABI may have changed: decode its events with a fresh ABI. */
  forgetAbi: (address: string) => void;
  logger: Logger;
  writeLock: Mutex;
  /** Receives the block pay parameters whenever the parameters are read. */
  onPayParameters: (pay: PayParameters) => void;
  /** True while the indexer is far behind the node: node state read then would be read again soon. */
  catchingUp: () => boolean;
  /** The node head's block time, when known: the node state read is of that time. */
  nodeHeadTime: () => number | null;
  batchSize?: number;
  /** how often SRs, votes, proposals, parameters and stake totals are read again (default 2 min) */
  networkEveryMs?: number;
  /** how often recently called tokens are checked for supply drift (default 10 s) */
  driftEveryMs?: number;
}

type Item = QueuedRequest;

type Writer = (trx: Trx) => Promise<void>;

/** balanceOf checks of holders per second at most, whatever is queued (one round a second). */
const HOLDER_CHECKS_PER_SECOND = 20;
/**
 * The network state no indexed transaction has to touch (votes counted at a maintenance, stakes of
 * accounts the indexed blocks never name) is read at start and at this pace after, from any height.
 */
const NETWORK_EVERY_MS = 120_000;
/** Recently called tokens checked for supply drift per round, a round every DRIFT_EVERY_MS. */
const DRIFT_TOKENS_PER_ROUND = 10;
const DRIFT_EVERY_MS = 10_000;
/** Sparse indexes are looked for after a drained backlog, at most this often. */
const SPARSE_EVERY_MS = 600_000;

/** Drains refresh_queue: reads the node state of what the indexed blocks touched and stores it. */
export class Refresher {
  readonly #o: RefresherOptions;
  #wake: (() => void) | undefined;
  #holdersDueAt = 0;
  #networkDueAt = 0;
  #driftDueAt = 0;
  #sparseDueAt = 0;
  /** a round since the queue was last found empty served a full batch: more was queued than it serves */
  #backlog = false;
  /** a round (with the upkeep after a drained backlog) is running */
  #busy = false;
  readonly #sparse: SparseIndexes;

  constructor(options: RefresherOptions) {
    this.#o = options;
    this.#sparse = new SparseIndexes(options.db, options.writeLock);
  }

  /** New work was queued: stop waiting. */
  wake(): void {
    this.#wake?.();
  }

  /** True when nothing is queued and no round runs. */
  async idle(): Promise<boolean> {
    return !this.#busy && (await this.#queueEmpty());
  }

  async #queueEmpty(): Promise<boolean> {
    const row = await this.#o.db.kysely.selectFrom('refresh_queue').select('key').limit(1).executeTakeFirst();
    return row === undefined;
  }

  async run(signal: AbortSignal): Promise<void> {
    let backoff = 250;
    while (!signal.aborted) {
      try {
        await this.#queueNetwork();
        await this.#queueDrift();
        const done = this.#o.catchingUp() ? 0 : await this.#busyWith(() => this.#round());
        backoff = 250;
        if (done === 0) await this.#waitForWork(signal);
      } catch (error) {
        if (signal.aborted) break;
        this.#o.logger.warn({ err: error, retryInMs: backoff }, 'node state refresh failed; retrying');
        await sleep(backoff, signal);
        backoff = Math.min(backoff * 2, 10_000);
      }
    }
  }

  /** Queues the network-wide state when it is due (at start, then every networkEveryMs). */
  async #queueNetwork(): Promise<void> {
    if (Date.now() < this.#networkDueAt) return;
    const { db, writeLock } = this.#o;
    const at = await db.kysely
      .selectFrom('sync_checkpoint')
      .select('block_num')
      .where('id', '=', 1)
      .executeTakeFirst();
    // Read alongside the indexed blocks, not before the first: it describes the chain they end.
    if (at === undefined) return;
    await writeLock.run(async () => {
      for (const kind of ['witnesses', 'proposals', 'parameters'] as const)
        await enqueueRefresh(db.kysely, kind, [''], at.block_num);
    });
    this.#networkDueAt = Date.now() + (this.#o.networkEveryMs ?? NETWORK_EVERY_MS);
  }

  /** Queues the recently called tokens' supply checks when due. */
  async #queueDrift(): Promise<void> {
    if (Date.now() < this.#driftDueAt || this.#o.catchingUp()) return;
    await this.#o.writeLock.run(() => enqueueCalledTokens(this.#o.db.kysely, DRIFT_TOKENS_PER_ROUND));
    this.#driftDueAt = Date.now() + (this.#o.driftEveryMs ?? DRIFT_EVERY_MS);
  }

  /** Until wake(), a second, or the stop signal, whichever comes first. */
  #waitForWork(signal: AbortSignal): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        signal.removeEventListener('abort', done);
        this.#wake = undefined;
        resolve();
      };
      const timer = setTimeout(done, 1_000);
      signal.addEventListener('abort', done, { once: true });
      this.#wake = done;
    });
  }

  /** One batch of the oldest requests; returns how many were served. */
  async #round(): Promise<number> {
    const { db, writeLock } = this.#o;
    const batchSize = this.#o.batchSize ?? 200;
    const items = await queuedRequests(db.kysely, 'node state', batchSize);
    if (items.length >= batchSize) this.#backlog = true;
    if (Date.now() >= this.#holdersDueAt) {
      const holders = await queuedRequests(db.kysely, 'holders', HOLDER_CHECKS_PER_SECOND);
      if (holders.length > 0) this.#holdersDueAt = Date.now() + 1_000;
      if (holders.length >= HOLDER_CHECKS_PER_SECOND) this.#backlog = true;
      items.push(...holders);
    }
    if (items.length === 0) {
      await this.#afterBacklog();
      return 0;
    }
    const byKind = new Map<RefreshKind, Item[]>();
    for (const item of items) byKind.set(item.kind, [...(byKind.get(item.kind) ?? []), item]);
    const writers: Writer[] = [];
    for (const [kind, list] of byKind)
      writers.push(
        await this.#fetch(
          kind,
          list.map((i) => i.key),
        ),
      );
    // The node's head as last seen, asked after the reads: the nearest known to the time they were made.
    const nodeTime = this.#o.nodeHeadTime();
    await writeLock.run(() =>
      db.kysely.transaction().execute(async (trx) => {
        for (const write of writers) await write(trx);
        // Stakes, delegations or unstaking may have just changed: the head day's totals follow.
        await writeStakingDay(trx, byKind.has('account'), nodeTime);
        await sql`DELETE FROM refresh_queue q USING ${unnestRows([
          col(
            'kind',
            'text',
            items.map((i) => i.kind),
          ),
          col(
            'key',
            'text',
            items.map((i) => i.key),
          ),
          col(
            'ticket',
            'bigint',
            items.map((i) => i.ticket),
          ),
        ])} WHERE q.kind = d.kind AND q.key = d.key AND q.ticket = d.ticket`.execute(trx);
      }),
    );
    const event: IndexerEvent = { type: 'refresh', kinds: [...byKind.keys()] };
    await db.notify(EVENTS_CHANNEL, JSON.stringify(event)).catch(() => {});
    await this.#afterBacklog();
    return items.length;
  }

  /**
   * Once a backlog is drained (the queue found empty after a round served a full batch): the queue's
   * pages, which the backlog left behind, are given back, and the indexes its updates left sparse are
   * rebuilt (at most every SPARSE_EVERY_MS). Rounds without a backlog, the head's, skip this.
   */
  async #afterBacklog(): Promise<void> {
    if (!this.#backlog || !(await this.#queueEmpty())) return;
    this.#backlog = false;
    await returnQueueSpace(this.#o.db.kysely);
    if (Date.now() < this.#sparseDueAt) return;
    this.#sparseDueAt = Date.now() + SPARSE_EVERY_MS;
    const rebuilt = await this.#sparse.rebuild();
    if (rebuilt.length > 0) this.#o.logger.info({ indexes: rebuilt }, 'rebuilt indexes left sparse');
  }

  async #busyWith<T>(task: () => Promise<T>): Promise<T> {
    this.#busy = true;
    try {
      return await task();
    } finally {
      this.#busy = false;
    }
  }

  /** Reads the node state (outside any transaction) and returns how to store it. */
  async #fetch(kind: RefreshKind, keys: string[]): Promise<Writer> {
    const { node, forgetAbi } = this.#o;
    switch (kind) {
      case 'account': {
        const fetched = await fetchAccounts(node, keys);
        return (trx) => writeAccounts(trx, fetched);
      }
      case 'token': {
        const before = await node.head();
        const tokens = await fetchTokens(node, keys);
        const after = await node.head();
        const supplies = tokens.flatMap((t) =>
          /^\d+$/.test(t.id) || t.totalSupply === null ? [] : [{ id: t.id, totalSupply: t.totalSupply }],
        );
        return async (trx) => {
          await writeTokens(trx, tokens);
          // A supply read past the indexed head would count mints whose callers are not indexed yet.
          if (before.hash === after.hash && (await atCheckpoint(trx, after)))
            await checkSupplyDrift(trx, supplies);
        };
      }
      case 'holder': {
        const holders = await fetchHolders(node, keys);
        return (trx) => writeHolders(trx, holders);
      }
      case 'contract': {
        const contracts = await fetchContracts(node, keys);
        for (const key of keys) forgetAbi(key);
        return (trx) => writeContracts(trx, contracts);
      }
      case 'witnesses': {
        const witnesses = await fetchWitnesses(node);
        const head = await node.head();
        // Any account's resources carry the network's stake totals; an SR's account always exists.
        const first = witnesses[0]?.json.address;
        const totals = first === undefined ? undefined : await node.accountResource(first);
        return async (trx) => {
          await writeWitnesses(trx, witnesses);
          if (totals) await writeTotals(trx, totals);
          await updateStandbyPay(trx, head.timestamp);
        };
      }
      case 'proposals': {
        const proposals = await fetchProposals(node);
        return (trx) => writeProposals(trx, proposals);
      }
      case 'parameters': {
        const parameters = await fetchParameters(node);
        const head = await node.head();
        const pay = payParametersOf(parameters);
        if (pay !== undefined) this.#o.onPayParameters(pay);
        return async (trx) => {
          await writeParameters(trx, parameters);
          await updateStandbyPay(trx, head.timestamp);
        };
      }
    }
  }
}
