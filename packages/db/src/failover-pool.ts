import type { PostgresCursor, PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import type pg from 'pg';
import type { ReplicaMonitor } from './replica-monitor.js';

// The server went away or refused the session, or a hot standby cancelled the read to replay WAL:
// the same read on the primary answers correctly.
const RETRYABLE_CODES = new Set([
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up or shutting down)
  '40001', // conflict with recovery
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
]);

/** True for errors that say nothing about the query, only that this server cannot run it now. */
export function isReplicaUnavailable(err: unknown): boolean {
  if (!(err instanceof Error)) return false;
  const code = (err as { code?: unknown }).code;
  if (typeof code === 'string' && RETRYABLE_CODES.has(code)) return true;
  return /Connection terminated|Client has encountered a connection error|timeout exceeded when trying to connect/i.test(
    err.message,
  );
}

/**
 * A pg client of the replica whose first statement, should the replica fail it for being unavailable,
 * runs again on a primary client. Only the first: later statements may belong to a transaction begun there.
 */
class FailoverClient implements PostgresPoolClient {
  #first = true;

  constructor(
    private client: pg.PoolClient,
    private readonly fallBack: (err: unknown) => Promise<pg.PoolClient>,
  ) {}

  query<R>(sql: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>>;
  query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
  query<R>(
    what: string | PostgresCursor<R>,
    parameters?: ReadonlyArray<unknown>,
  ): Promise<PostgresQueryResult<R>> | PostgresCursor<R> {
    const client = this.client as unknown as PostgresPoolClient;
    if (typeof what !== 'string') return client.query(what);
    const first = this.#first;
    this.#first = false;
    const params = parameters ?? [];
    return client.query<R>(what, params).catch(async (err: unknown) => {
      if (!first || !isReplicaUnavailable(err)) throw err;
      this.client.release(err instanceof Error ? err : true);
      this.client = await this.fallBack(err);
      return (this.client as unknown as PostgresPoolClient).query<R>(what, params);
    });
  }

  release(): void {
    this.client.release();
  }
}

/**
 * The read pool: replica connections while the monitor says it serves, primary connections otherwise.
 * A replica that cannot be reached fails no read; the read goes to the primary and the replica is
 * marked down until its next successful health check.
 */
export class FailoverPool implements PostgresPool {
  constructor(
    private readonly replica: pg.Pool,
    private readonly primary: pg.Pool,
    private readonly monitor: ReplicaMonitor,
  ) {}

  async connect(): Promise<PostgresPoolClient> {
    const toPrimary = (err: unknown) => {
      this.monitor.markDown(err);
      return this.primary.connect();
    };
    if (!this.monitor.serving) return this.primary.connect() as unknown as PostgresPoolClient;
    let client: pg.PoolClient;
    try {
      client = await this.replica.connect();
    } catch (err) {
      return (await toPrimary(err)) as unknown as PostgresPoolClient;
    }
    return new FailoverClient(client, toPrimary);
  }

  /** Ends the replica's pool; the primary's belongs to the primary's Kysely. */
  async end(): Promise<void> {
    this.monitor.stop();
    await this.replica.end();
  }
}
