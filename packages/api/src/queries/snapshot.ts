import type { Logger } from 'pino';

/**
 * A value computed in the background at most once per `maxAgeMs`, so no request waits for the scan
 * behind it: requests read the last snapshot. Only a request before the first snapshot waits for
 * it; the API server starts one as soon as the indexer has read the network state.
 */
export class BackgroundSnapshot<T extends { at: number }> {
  #snapshot: T;
  #pending: Promise<T> | undefined;
  #again = false;

  constructor(
    private readonly compute: () => Promise<T>,
    empty: T,
    private readonly logger: Logger,
    private readonly maxAgeMs = 60_000,
  ) {
    this.#snapshot = empty;
  }

  async get(): Promise<T> {
    const stale = Date.now() - this.#snapshot.at > this.maxAgeMs;
    if (stale && this.#pending === undefined) this.#start();
    return this.#snapshot.at === 0 && this.#pending ? this.#pending : this.#snapshot;
  }

  /** The last snapshot, without starting a sum. */
  get last(): T {
    return this.#snapshot;
  }

  /**
   * The data behind it changed: sums it again now, in the background, so the next request reads the
   * change rather than waiting out `maxAgeMs`. A sum already under way may have missed it: one follows.
   */
  refresh(): void {
    if (this.#pending === undefined) this.#start();
    else this.#again = true;
  }

  #start(): void {
    this.#pending = this.compute()
      .then((s) => {
        this.#snapshot = s;
        return s;
      })
      .catch((err: unknown) => {
        this.logger.warn({ err }, 'snapshot refresh failed');
        return this.#snapshot;
      })
      .finally(() => {
        this.#pending = undefined;
        if (this.#again) {
          this.#again = false;
          this.#start();
        }
      });
  }
}
