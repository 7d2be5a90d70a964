import { mkdirSync } from 'node:fs';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { CountedPool } from './counted-pool.js';
import type { Database } from './database.js';
import { type EventBus, type EventHandler, inProcessEvents, postgresEvents } from './events.js';
import { FailoverPool } from './failover-pool.js';
import type { DbLogger } from './logger.js';
import { migrate } from './migrate.js';
import { pgTypes } from './pg-types.js';
import { pgliteImage } from './pglite-image.js';
import { PgliteThread } from './pglite-thread.js';
import { PreparingClient } from './prepared.js';
import { ReplicaMonitor, type ReplicaStatus } from './replica-monitor.js';

export interface OpenDatabaseOptions {
  /** postgres://… of the primary. Without it the database is PGlite. */
  url?: string;
  /** postgres://… of a read replica: `db.read` queries go there while it answers (else to the primary). */
  replicaUrl?: string;
  /** How often the replica's health and lag are checked (ms, default 2000). */
  replicaCheckMs?: number;
  /** A replica further behind than this serves no reads until it catches up (ms, default 30000). */
  replicaMaxLagMs?: number;
  /** PGlite data directory (created if missing); undefined with no url = in-memory PGlite. */
  dataDir?: string;
  /** Where a new PGlite cluster is loaded from, see pgliteImage (default POXSCAN_PGLITE_IMAGE_DIR). */
  pgliteImageDir?: string;
  /** Connections of each PostgreSQL pool (default 10). PGlite has exactly one. */
  poolSize?: number;
  logger?: DbLogger;
}

export interface Db {
  engine: 'postgres' | 'pglite';
  /** The primary: every write, and reads that must see them. */
  kysely: Kysely<Database>;
  /** Reads that may lag a little (the replica when configured, else the primary). */
  read: Kysely<Database>;
  /** Applies pending migrations; returns the versions applied. */
  migrate(): Promise<number[]>;
  /** LISTEN: the handler receives each payload sent on the channel until the returned function runs. */
  listen(channel: string, handler: EventHandler): Promise<() => Promise<void>>;
  /** The read replica's health and lag at its last check; null without a replica. */
  replicaStatus(): ReplicaStatus | null;
  /**
   * Reads (`read`) waiting now for the session a transaction holds. PGlite has one session: a page's
   * query asked during the indexer's commit waits for the commit to end. PostgreSQL's readers have
   * sessions of their own (0).
   */
  readsWaiting(): number;
  /** NOTIFY (payload under 8000 bytes). */
  notify(channel: string, payload: string): Promise<void>;
  close(): Promise<void>;
}

function postgresPool(url: string, max: number, logger?: DbLogger, extra: pg.PoolConfig = {}): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max, types: pgTypes, Client: PreparingClient, ...extra });
  // An idle client whose server went away must not bring the process down.
  pool.on('error', (error) => logger?.warn({ err: error }, 'idle database connection failed'));
  // JIT compiles a statement whose estimated cost is high, which an unknown keyset bound can make of
  // a 10-row page: half a second of compiling for a millisecond of work.
  pool.on('connect', (client) => {
    client.query('SET jit = off').catch((error) => logger?.warn({ err: error }, 'could not turn JIT off'));
  });
  return pool;
}

function assemble(
  engine: Db['engine'],
  kysely: Kysely<Database>,
  read: Kysely<Database>,
  events: EventBus,
  closeEngine: () => Promise<void>,
  monitor?: ReplicaMonitor,
  readsWaiting: () => number = () => 0,
): Db {
  let closing: Promise<void> | undefined;
  return {
    engine,
    kysely,
    read,
    migrate: () => migrate(kysely),
    listen: (channel, handler) => events.listen(channel, handler),
    notify: (channel, payload) => events.notify(channel, payload),
    replicaStatus: () => monitor?.status ?? null,
    readsWaiting,
    close() {
      closing ??= (async () => {
        await events.close();
        if (read !== kysely) await read.destroy();
        await kysely.destroy();
        await closeEngine();
      })();
      return closing;
    },
  };
}

async function openPglite(options: OpenDatabaseOptions): Promise<Db> {
  if (options.dataDir !== undefined) mkdirSync(options.dataDir, { recursive: true });
  const pglite = await PgliteThread.start(options.dataDir, pgliteImage(options.pgliteImageDir));
  // One connection (PGlite has one session): the pool never holds more, and never drops it when idle.
  const pool = new pg.Pool({
    stream: () => pglite.connect(),
    user: 'postgres',
    database: 'postgres',
    types: pgTypes,
    max: 1,
    idleTimeoutMillis: 0,
  });
  const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  const reads = new CountedPool(pool);
  const read = new Kysely<Database>({ dialect: new PostgresDialect({ pool: reads }) });
  return assemble(
    'pglite',
    kysely,
    read,
    inProcessEvents(),
    () => pglite.close(),
    undefined,
    () => reads.waiting,
  );
}

async function openPostgres(url: string, options: OpenDatabaseOptions): Promise<Db> {
  const size = options.poolSize ?? 10;
  const pool = postgresPool(url, size, options.logger);
  const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  const events = postgresEvents(url, pool, options.logger);
  if (options.replicaUrl === undefined) return assemble('postgres', kysely, kysely, events, async () => {});
  // An unreachable replica host must fail fast, so that the read goes to the primary instead.
  const replica = postgresPool(options.replicaUrl, size, options.logger, { connectionTimeoutMillis: 3_000 });
  const monitor = new ReplicaMonitor(replica, pool, {
    intervalMs: options.replicaCheckMs ?? 2_000,
    maxLagMs: options.replicaMaxLagMs ?? 30_000,
    logger: options.logger,
  });
  await monitor.start();
  const read = new Kysely<Database>({
    dialect: new PostgresDialect({ pool: new FailoverPool(replica, pool, monitor) }),
  });
  return assemble('postgres', kysely, read, events, async () => {}, monitor);
}

/**
 * Opens PostgreSQL when `url` is given, else PGlite (under `dataDir`, or in memory). The schema is not
 * touched: call `migrate()`.
 */
export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<Db> {
  if (options.url !== undefined) return openPostgres(options.url, options);
  if (options.replicaUrl !== undefined) throw new TypeError('replicaUrl needs url (PostgreSQL)');
  return openPglite(options);
}
