import type pg from 'pg';
import { isReplicaUnavailable } from './failover-pool.js';
import type { DbLogger } from './logger.js';

/** What the API reports of its read replica (`/api/status`). */
export interface ReplicaStatus {
  /** Reads go to the replica; false while it is unreachable or too far behind (reads use the primary). */
  serving: boolean;
  /** Time since the replica last replayed a transaction it had received; 0 when it has replayed all it has. */
  lagMs: number | null;
  /** WAL the primary has written that the replica has not replayed yet. */
  lagBytes: number | null;
  /** Indexed blocks on the primary not yet on the replica. */
  blocksBehind: number | null;
  /** When the replica last answered the health check (ms since epoch); null if it never did. */
  checkedAt: number | null;
}

export interface ReplicaMonitorOptions {
  /** How often the replica is checked (ms). */
  intervalMs: number;
  /** A replica further behind than this serves no reads until it catches up (ms). */
  maxLagMs: number;
  logger?: DbLogger | undefined;
}

interface ReplicaRow {
  standby: boolean;
  replayed: string | null;
  lag_ms: string | number | null;
}

// Clamped at 0: a replica whose clock runs ahead of the primary's would report a negative lag.
const num = (v: string | number | null | undefined): number | null =>
  v === null || v === undefined ? null : Math.max(0, Math.round(Number(v)));

// The replica is idle-safe: with everything received replayed, the lag is 0 however old the last commit is.
const REPLICA_QUERY = `
  SELECT pg_is_in_recovery() AS standby,
         pg_last_wal_replay_lsn()::text AS replayed,
         CASE WHEN NOT pg_is_in_recovery() THEN NULL
              WHEN pg_last_wal_receive_lsn() = pg_last_wal_replay_lsn() THEN 0
              ELSE extract(epoch FROM now() - pg_last_xact_replay_timestamp()) * 1000 END AS lag_ms`;
const LAG_BYTES_QUERY = 'SELECT pg_wal_lsn_diff(pg_current_wal_lsn(), $1::text::pg_lsn) AS n';
// Before the first migration there is no blocks table: the head is then unknown, not an error.
const HEAD_QUERY = 'SELECT coalesce(max(num), 0) AS n FROM blocks';

async function figure(
  pool: pg.Pool,
  text: string,
  values: unknown[] = [],
  onError: (err: unknown) => void = () => {},
): Promise<number | null> {
  try {
    return num((await pool.query<{ n: string | number | null }>(text, values)).rows[0]?.n);
  } catch (err) {
    onError(err);
    return null;
  }
}

/**
 * Checks the read replica in the background: reachable, and how far behind the primary. Reads follow
 * `serving`; a failed read marks the replica down at once, and only a successful check brings it back.
 */
export class ReplicaMonitor {
  #status: ReplicaStatus = {
    serving: true,
    lagMs: null,
    lagBytes: null,
    blocksBehind: null,
    checkedAt: null,
  };
  /** Counts markDown calls, so that a check can tell a failure that came while it ran. */
  #downs = 0;
  #timer: NodeJS.Timeout | undefined;
  #checking: Promise<void> | undefined;

  constructor(
    private readonly replica: pg.Pool,
    private readonly primary: pg.Pool,
    private readonly options: ReplicaMonitorOptions,
  ) {}

  get status(): ReplicaStatus {
    return { ...this.#status };
  }

  get serving(): boolean {
    return this.#status.serving;
  }

  /** Runs the first check, then one every `intervalMs`. */
  async start(): Promise<void> {
    await this.check();
    this.#timer = setInterval(() => void this.check(), this.options.intervalMs);
    this.#timer.unref();
  }

  /** Reads failed on the replica: send them to the primary until a check passes. */
  markDown(err: unknown): void {
    this.#downs += 1;
    if (this.#status.serving)
      this.options.logger?.warn({ err }, 'read replica failed; reading from the primary');
    this.#status = { ...this.#status, serving: false };
  }

  check(): Promise<void> {
    this.#checking ??= this.#check().finally(() => {
      this.#checking = undefined;
    });
    return this.#checking;
  }

  async #check(): Promise<void> {
    const downs = this.#downs;
    let replica: ReplicaRow;
    try {
      replica = (await this.replica.query<ReplicaRow>(REPLICA_QUERY)).rows[0]!;
    } catch (err) {
      this.markDown(err);
      return;
    }
    const [lagBytes, primaryHead, replicaHead] = await Promise.all([
      replica.standby && replica.replayed !== null
        ? figure(this.primary, LAG_BYTES_QUERY, [replica.replayed])
        : null,
      figure(this.primary, HEAD_QUERY),
      figure(this.replica, HEAD_QUERY, [], (err) => {
        if (isReplicaUnavailable(err)) this.markDown(err);
      }),
    ]);
    const lagMs = num(replica.lag_ms);
    // The replica's first answer predates a failure seen since (by a read, or by this check): the failure wins.
    const failedSince = this.#downs !== downs;
    const serving = !failedSince && (lagMs === null || lagMs <= this.options.maxLagMs);
    if (serving !== this.#status.serving) {
      this.options.logger?.warn(
        { lagMs },
        serving
          ? 'read replica is back; reading from it'
          : 'read replica is too far behind; reading from the primary',
      );
    }
    this.#status = {
      serving,
      lagMs,
      lagBytes,
      blocksBehind: primaryHead === null ? null : Math.max(0, primaryHead - (replicaHead ?? 0)),
      checkedAt: Date.now(),
    };
  }

  stop(): void {
    clearInterval(this.#timer);
  }
}
