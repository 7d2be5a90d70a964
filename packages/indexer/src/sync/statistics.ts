import type { Db } from '@poxscan/db';
import { sql } from 'kysely';
import type { Mutex } from '../util/mutex.js';

/** The chain tables whose keyed indexes (0032) the planner picks only with statistics. */
const TABLES = ['transactions', 'transfers', 'event_logs'] as const;
/** Gathered again once the chain has grown by this many transactions plus its size at the last time. */
const MIN_GROWTH = 10_000;
/**
 * The statistics target: ANALYZE samples 300 times this many rows (PostgreSQL's default is 100). A
 * sixth of the default's time on PGlite (0.09 s against 0.5–0.6 s for 200,000 transactions), and
 * enough to tell a busy address from a rare one.
 */
const STATISTICS_TARGET = 25;

/**
 * PostgreSQL's autovacuum keeps the planner's statistics; PGlite runs no autovacuum, so on PGlite the
 * indexer analyses the chain tables itself each time they have doubled. Without statistics the
 * planner prices an address's list as a handful of rows, and reads every row of a busy address to
 * sort them rather than walking its keyed index in order.
 */
export class PlannerStatistics {
  readonly #db: Db;
  readonly #writeLock: Mutex;
  /** transactions in the table when it was last analysed; undefined until read */
  #analysed: number | undefined;
  #written = 0;

  constructor(db: Db, writeLock: Mutex) {
    this.#db = db;
    this.#writeLock = writeLock;
  }

  /** Counts `transactions` more rows, and analyses the tables when they have grown enough. */
  async committed(transactions: number): Promise<void> {
    if (this.#db.engine !== 'pglite') return;
    this.#written += transactions;
    this.#analysed ??= await this.#rowsAtLastAnalyse();
    if (this.#written < MIN_GROWTH + this.#analysed) return;
    await this.#writeLock.run(() =>
      this.#db.kysely.transaction().execute(async (trx) => {
        await sql`SET LOCAL default_statistics_target = ${sql.lit(STATISTICS_TARGET)}`.execute(trx);
        for (const table of TABLES) await sql`ANALYZE ${sql.table(table)}`.execute(trx);
      }),
    );
    this.#analysed = await this.#rowsAtLastAnalyse();
    this.#written = 0;
  }

  /** The row count ANALYZE last recorded (0 before the first). */
  async #rowsAtLastAnalyse(): Promise<number> {
    const { rows } = await sql<{ n: number }>`
      SELECT greatest(reltuples, 0)::float8 AS n FROM pg_class WHERE oid = 'transactions'::regclass`.execute(
      this.#db.kysely,
    );
    return Number(rows[0]?.n ?? 0);
  }
}
