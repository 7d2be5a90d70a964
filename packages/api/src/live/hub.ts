import type { ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import type { Db } from '../db/api-db.js';
import type { Aggregates } from '../queries/aggregates.js';
import { listBlocks } from '../queries/blocks.js';
import { homeStats } from '../queries/stats.js';
import { listTransactions } from '../queries/transactions.js';

/** The channel the indexer NOTIFYs after each commit (its JSON payload only tells us something is new). */
export const EVENTS_CHANNEL = 'poxscan_events';
const HEARTBEAT_MS = 15_000;
const MIN_INTERVAL_MS = 500;

/**
 * Fans new-block notifications out to Server-Sent Events clients. One database read per burst of
 * blocks serves every client; bursts (catch-up) are coalesced to one update per half second.
 */
export class LiveHub {
  readonly #clients = new Set<ServerResponse>();
  #unlisten: (() => Promise<void>) | undefined;
  #starting: Promise<void> | undefined;
  #timer: NodeJS.Timeout | undefined;
  #heartbeat: NodeJS.Timeout | undefined;
  #lastSent = 0;

  constructor(
    private readonly db: Db,
    private readonly aggregates: Aggregates,
    private readonly logger: Logger,
    readonly maxClients = 1000,
  ) {}

  get size(): number {
    return this.#clients.size;
  }

  /** Adds a client (headers already written); starts listening with the first one. */
  async add(res: ServerResponse): Promise<void> {
    this.#clients.add(res);
    res.on('close', () => this.#clients.delete(res));
    this.#starting ??= this.#start().catch((error: unknown) => {
      this.#starting = undefined;
      throw error;
    });
    await this.#starting;
    await this.#publish([res]);
  }

  async #start(): Promise<void> {
    this.#unlisten = await this.db.listen(EVENTS_CHANNEL, () => this.#schedule());
    this.#heartbeat = setInterval(() => this.#write(': ping\n\n'), HEARTBEAT_MS);
    this.#heartbeat.unref();
  }

  #schedule(): void {
    if (this.#timer !== undefined) return;
    const wait = Math.max(0, this.#lastSent + MIN_INTERVAL_MS - Date.now());
    this.#timer = setTimeout(() => {
      this.#timer = undefined;
      this.#lastSent = Date.now();
      this.#publish([...this.#clients]).catch((err: unknown) =>
        this.logger.warn({ err }, 'live update failed'),
      );
    }, wait);
  }

  async #publish(to: ServerResponse[]): Promise<void> {
    if (to.length === 0) return;
    // The primary: the notification comes from there, and a replica may not have replayed the block yet.
    // One read per burst and process is no load worth sending elsewhere.
    const db = this.db.kysely;
    const [blocks, transactions, stats] = await Promise.all([
      listBlocks(db, 1, 1),
      listTransactions(db, { page: 1, limit: 10 }),
      this.aggregates.get().then((totals) => homeStats(db, totals)),
    ]);
    const events = [
      ...(blocks.items[0] ? [`event: block\ndata: ${JSON.stringify(blocks.items[0])}\n\n`] : []),
      `event: transactions\ndata: ${JSON.stringify(transactions.items)}\n\n`,
      `event: stats\ndata: ${JSON.stringify(stats)}\n\n`,
    ].join('');
    for (const res of to) if (!res.writableEnded) res.write(events);
  }

  #write(chunk: string): void {
    for (const res of this.#clients) if (!res.writableEnded) res.write(chunk);
  }

  async close(): Promise<void> {
    clearTimeout(this.#timer);
    clearInterval(this.#heartbeat);
    for (const res of this.#clients) res.end();
    this.#clients.clear();
    await this.#unlisten?.();
  }
}
