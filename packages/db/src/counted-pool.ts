import type { PostgresPool, PostgresPoolClient } from 'kysely';
import type pg from 'pg';

/**
 * PGlite's one-session pool as the readers see it, counting the reads that wait for the session: the
 * indexer asks whether visitors' pages wait for its commits. Ending it leaves the pool to its owner.
 */
export class CountedPool implements PostgresPool {
  #waiting = 0;

  constructor(private readonly pool: pg.Pool) {}

  get waiting(): number {
    return this.#waiting;
  }

  async connect(): Promise<PostgresPoolClient> {
    this.#waiting++;
    try {
      return (await this.pool.connect()) as unknown as PostgresPoolClient;
    } finally {
      this.#waiting--;
    }
  }

  async end(): Promise<void> {}
}
