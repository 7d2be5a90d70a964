import type { Db } from '@poxscan/db';
import { sql } from 'kysely';
import type { Mutex } from '../util/mutex.js';

/** A table is vacuumed once it holds this many dead rows plus a fifth of its live ones (autovacuum's rule). */
const DEAD_FLOOR = 1_000;
const DEAD_SHARE = 0.2;
/** How often, at most, the dead rows are counted: the server publishes them about once a second. */
const VACUUM_CHECK_MS = 1_000;

/**
 * Each batch rewrites the state it touched (balances, holders, address days, the refresh queue), and
 * an updated or deleted row leaves a dead one behind until a VACUUM lets its space be used again.
 * PGlite runs no autovacuum, so without this its state tables only grow: after 200,000 transactions
 * the refresh queue held 9 MiB and no live row, and the accounts 17 MiB for 5 MiB of live rows.
 * PostgreSQL's autovacuum wakes once a minute and falls behind a catch-up; this vacuums on its rule
 * as the indexer goes, skipping a table autovacuum is already on. On PostgreSQL the VACUUM runs beside
 * the next batches (it takes no lock a write waits for); PGlite's one session runs it between two.
 */
export class DeadRowVacuum {
  readonly #db: Db;
  readonly #writeLock: Mutex;
  readonly #everyMs: number;
  readonly #onError: (error: unknown) => void;
  #checkedAt = 0;
  /** the VACUUM running beside the writes (PostgreSQL) */
  #running: Promise<void> | undefined;

  constructor(db: Db, writeLock: Mutex, onError: (error: unknown) => void, everyMs = VACUUM_CHECK_MS) {
    this.#db = db;
    this.#writeLock = writeLock;
    this.#onError = onError;
    this.#everyMs = everyMs;
  }

  /**
   * After a commit: vacuums the tables over the rule, at most once every `everyMs`, and returns their
   * names. On PostgreSQL it only starts the VACUUM (`idle` waits for it).
   */
  async committed(): Promise<string[]> {
    const now = Date.now();
    if (this.#running !== undefined || now - this.#checkedAt < this.#everyMs) return [];
    this.#checkedAt = now;
    const { rows } = await sql<{ name: string }>`
      SELECT relname AS name FROM pg_stat_user_tables
      WHERE schemaname = 'public' AND n_dead_tup >= ${sql.lit(DEAD_FLOOR)} + ${sql.lit(DEAD_SHARE)} * n_live_tup
      ORDER BY n_dead_tup DESC`.execute(this.#db.kysely);
    const names = rows.map((r) => r.name);
    if (names.length === 0) return [];
    const vacuum = async () => {
      for (const name of names) await sql`VACUUM (SKIP_LOCKED) ${sql.table(name)}`.execute(this.#db.kysely);
    };
    // PGlite has one session: the lock keeps the VACUUM between two batches' transactions.
    if (this.#db.engine === 'pglite') await this.#writeLock.run(vacuum);
    else
      this.#running = vacuum()
        .catch(this.#onError)
        .finally(() => {
          this.#running = undefined;
        });
    return names;
  }

  /** Resolves once no VACUUM is running: before the database closes. */
  async idle(): Promise<void> {
    await this.#running;
  }
}
