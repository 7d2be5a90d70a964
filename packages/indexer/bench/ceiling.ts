import type { Db } from '@poxscan/db';
import { sql } from 'kysely';
import { type Column, col, copyInsert } from '../src/write/bulk.js';

const CHAIN_TABLES = [
  'blocks',
  'transactions',
  'event_logs',
  'event_signatures',
  'internal_transactions',
  'transfers',
] as const;
// Rows per statement and transaction: the fastest of the sizes tried for each form.
const chunkSize = (copy: boolean) => Number(process.env.CEILING_CHUNK ?? (copy ? 25_000 : 5_000));

type Rows = Record<string, Record<string, unknown>[]>;

/** The chain rows the indexer wrote, read back as plain values. */
export async function chainRows(db: Db): Promise<Rows> {
  const out: Rows = {};
  for (const table of CHAIN_TABLES) {
    const { rows } = await sql<Record<string, unknown>>`SELECT * FROM ${sql.table(table)}`.execute(db.kysely);
    out[table] = rows;
  }
  return out;
}

async function columnTypes(db: Db, table: string): Promise<[string, Column['type']][]> {
  const { rows } = await sql<{ column_name: string; data_type: string }>`
    SELECT column_name, data_type FROM information_schema.columns WHERE table_name = ${table} ORDER BY ordinal_position`.execute(
    db.kysely,
  );
  const types: Record<string, Column['type']> = {
    bigint: 'bigint',
    integer: 'integer',
    smallint: 'smallint',
    text: 'text',
    numeric: 'numeric',
    boolean: 'boolean',
    jsonb: 'jsonb',
    bytea: 'bytea',
    'timestamp with time zone': 'timestamptz',
    'double precision': 'double precision',
  };
  return rows.map((r) => [r.column_name, types[r.data_type] ?? 'text']);
}

/** A value read back, as the statement takes it (JSON as text, times as ISO text, bytes as '\x' hex). */
const plain = (type: Column['type'], value: unknown) =>
  value === null
    ? null
    : type === 'jsonb'
      ? JSON.stringify(value)
      : value instanceof Date
        ? value.toISOString()
        : value instanceof Uint8Array
          ? `\\x${Buffer.from(value).toString('hex')}`
          : value;

/**
 * The raw insert ceiling: the same chain rows into an empty schema on the same engine, the fastest
 * way the engine takes them, nothing else: COPY … FROM STDIN on PostgreSQL; on PGlite, which takes
 * no COPY data over the wire, multi-row INSERT … SELECT FROM unnest statements (faster there than
 * COPY FROM '/dev/blob'). Returns milliseconds.
 */
export async function insertCeiling(target: Db, rows: Rows): Promise<number> {
  const copy = target.engine === 'postgres';
  const prepared: { table: string; chunks: Column[][] }[] = [];
  for (const table of CHAIN_TABLES) {
    const columns = await columnTypes(target, table);
    const list = rows[table]!;
    const chunks: Column[][] = [];
    for (let i = 0; i < list.length; i += chunkSize(copy)) {
      const part = list.slice(i, i + chunkSize(copy));
      chunks.push(
        columns.map(([name, type]) =>
          col(
            name,
            type,
            part.map((r) => plain(type, r[name])),
          ),
        ),
      );
    }
    prepared.push({ table, chunks });
  }
  const started = performance.now();
  for (const { table, chunks } of prepared) {
    for (const columns of chunks) {
      await target.kysely.transaction().execute(async (trx) => {
        if (copy) return copyInsert(trx, table, columns);
        const names = columns.map((c) => sql.ref(c.name));
        const arrays = columns.map((c) => sql`${c.values}::${sql.raw(c.type)}[]`);
        await sql`INSERT INTO ${sql.table(table)} (${sql.join(names)}) SELECT * FROM unnest(${sql.join(arrays)})`.execute(
          trx,
        );
      });
    }
  }
  return performance.now() - started;
}
