import type { Db } from '@poxscan/db';
import type { Logger } from 'pino';
import type { Mutex } from '../util/mutex.js';
import { PlannerStatistics } from './statistics.js';
import { DeadRowVacuum } from './vacuum.js';

/** What the database needs after the indexer's commits: the planner's statistics, and vacuuming. */
export class Upkeep {
  readonly #statistics: PlannerStatistics;
  readonly #vacuum: DeadRowVacuum;

  constructor(db: Db, writeLock: Mutex, logger: Logger) {
    this.#statistics = new PlannerStatistics(db, writeLock);
    this.#vacuum = new DeadRowVacuum(db, writeLock, (error) => logger.warn({ err: error }, 'vacuum failed'));
  }

  /** After a commit of `transactions` transactions. */
  async committed(transactions: number): Promise<void> {
    await this.#statistics.committed(transactions);
    await this.#vacuum.committed();
  }

  /** Resolves once nothing runs beside the writes: before the database closes. */
  idle(): Promise<void> {
    return this.#vacuum.idle();
  }
}
