import type { Db } from '@poxscan/db';
import { sql } from 'kysely';
import type { Mutex } from '../util/mutex.js';

/** Indexes smaller than this are left as they are: rebuilding them would save next to nothing. */
const MIN_BYTES = 1 << 20;
/** Rebuilt when at least this many times the size the same entries take packed (leaves 90% full). */
const SPARSE_RATIO = 1.5;
/** Rows whose keys are measured, for an index's bytes per entry. */
const SAMPLE_ROWS = 1000;
/** A b-tree leaf's room for entries: the page less its header and special space, 90% filled. */
const LEAF_BYTES = (8192 - 24 - 16) * 0.9;

interface Candidate {
  name: string;
  table: string;
  bytes: number;
  /**
   * As the last VACUUM or ANALYZE counted them, which on a growing chain may be half the table ago
   * (PGlite analyses the chain tables each time they double): scaled by the table's pages since, as
   * the planner scales a table's rows.
   */
  entries: number;
  keys: string[];
}

/**
 * The b-tree indexes a catch-up left sparse, rebuilt. An index whose keys an update changes
 * (accounts' balances, token holders' balances) takes a new entry at each update; VACUUM removes the
 * old ones but never merges the pages they split, so after a catch-up that updated each balance
 * thousands of times such an index can be a quarter full for good. Insert-only indexes stay 66–90%
 * full and are never rebuilt. An index is rebuilt when it takes more than SPARSE_RATIO times its
 * entries packed, estimated from a sample of its keys; after a rebuild its real packed size is
 * remembered, so an estimate that was wrong cannot rebuild it again before it has grown sparse.
 * PostgreSQL rebuilds CONCURRENTLY, beside the writes; PGlite, with one session, between two commits.
 */
export class SparseIndexes {
  readonly #db: Db;
  readonly #writeLock: Mutex;
  readonly #minBytes: number;
  /** bytes per entry right after this process rebuilt the index */
  readonly #packed = new Map<string, number>();

  constructor(db: Db, writeLock: Mutex, minBytes = MIN_BYTES) {
    this.#db = db;
    this.#writeLock = writeLock;
    this.#minBytes = minBytes;
  }

  /** Rebuilds the sparse indexes; returns their names. */
  async rebuild(): Promise<string[]> {
    await this.#dropLeftovers();
    const rebuilt: string[] = [];
    for (const index of await this.#candidates()) {
      const perEntry = this.#packed.get(index.name) ?? (await this.#estimatedBytesPerEntry(index));
      if (index.bytes <= SPARSE_RATIO * packedBytes(index.entries, perEntry)) continue;
      await this.#reindex(index.name);
      const perEntryNow = await this.#bytesPerEntry(index.name);
      if (perEntryNow !== undefined) this.#packed.set(index.name, perEntryNow);
      rebuilt.push(index.name);
    }
    return rebuilt;
  }

  async #candidates(): Promise<Candidate[]> {
    const { rows } = await sql<Candidate>`
      SELECT c.relname AS name, t.relname AS table, pg_relation_size(c.oid)::float8 AS bytes,
        (c.reltuples * greatest(pg_relation_size(t.oid) / 8192, 1) / greatest(t.relpages, 1))::float8 AS entries,
        array(SELECT pg_get_indexdef(c.oid, k, true) FROM generate_series(1, x.indnkeyatts) k) AS keys
      FROM pg_index x
      JOIN pg_class c ON c.oid = x.indexrelid
      JOIN pg_class t ON t.oid = x.indrelid
      JOIN pg_namespace n ON n.oid = c.relnamespace AND n.nspname = 'public'
      JOIN pg_am am ON am.oid = c.relam AND am.amname = 'btree'
      WHERE x.indisvalid AND c.reltuples > 0 AND pg_relation_size(c.oid) >= ${this.#minBytes}
      ORDER BY pg_relation_size(c.oid) DESC`.execute(this.#db.kysely);
    return rows.map((r) => ({ ...r, bytes: Number(r.bytes), entries: Number(r.entries) }));
  }

  /** An index's bytes per entry right after its rebuild, which counted its entries. */
  async #bytesPerEntry(name: string): Promise<number | undefined> {
    const { rows } = await sql<{ n: number | null }>`
      SELECT (pg_relation_size(c.oid) / nullif(c.reltuples, 0))::float8 AS n
      FROM pg_class c WHERE c.oid = ${name}::regclass`.execute(this.#db.kysely);
    const n = rows[0]?.n;
    return n == null || n <= 0 ? undefined : Number(n);
  }

  /**
   * An entry of the index as a sample of the table's rows gives its keys: the tuple header (8 bytes)
   * and the keys, aligned to 8, and the line pointer (4). The keys measured as a row of them take a
   * heap tuple's header (24 bytes) instead.
   */
  async #estimatedBytesPerEntry(index: Candidate): Promise<number> {
    const keys = sql.raw(index.keys.join(', '));
    const { rows } = await sql<{ width: number | null }>`
      SELECT avg(ceil((pg_column_size(ROW(${keys})) - 24 + 8) / 8.0) * 8 + 4)::float8 AS width
      FROM (SELECT * FROM ${sql.table(index.table)} LIMIT ${SAMPLE_ROWS}) s`.execute(this.#db.kysely);
    return Number(rows[0]?.width ?? 0);
  }

  async #reindex(name: string): Promise<void> {
    if (this.#db.engine === 'pglite')
      await this.#writeLock.run(() => sql`REINDEX INDEX ${sql.table(name)}`.execute(this.#db.kysely));
    else await sql`REINDEX INDEX CONCURRENTLY ${sql.table(name)}`.execute(this.#db.kysely);
  }

  /** A concurrent rebuild that was stopped leaves its new index behind, invalid and still written to. */
  async #dropLeftovers(): Promise<void> {
    if (this.#db.engine === 'pglite') return;
    const { rows } = await sql<{ name: string }>`
      SELECT c.relname AS name FROM pg_index x JOIN pg_class c ON c.oid = x.indexrelid
      JOIN pg_namespace n ON n.oid = c.relnamespace AND n.nspname = 'public'
      WHERE NOT x.indisvalid AND c.relname ~ '_ccnew[0-9]*$'`.execute(this.#db.kysely);
    for (const { name } of rows)
      await sql`DROP INDEX CONCURRENTLY IF EXISTS ${sql.table(name)}`.execute(this.#db.kysely);
  }
}

/** The bytes `entries` entries of `perEntry` bytes take in leaves 90% full, with the inner pages. */
function packedBytes(entries: number, perEntry: number): number {
  return Math.ceil((entries * perEntry) / LEAF_BYTES) * 8192 * 1.01 + 8192;
}
