import type { Db } from '@poxscan/db';
import { sql } from 'kysely';
import { type Column, col } from '../src/write/bulk.js';

const CHAIN_TABLES = ['blocks', 'transactions', 'event_logs', 'internal_transactions', 'transfers'] as const;
const chunkSize = () => Number(process.env.CEILING_CHUNK ?? 5_000);

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
    'timestamp with time zone': 'timestamptz',
  };
  return rows.map((r) => [r.column_name, types[r.data_type] ?? 'text']);
}

/**
 * The raw insert ceiling: the same chain rows into an empty schema on the same engine, as large
 * multi-row INSERT … SELECT FROM unnest statements, nothing else. Returns milliseconds.
 */
export async function insertCeiling(target: Db, rows: Rows): Promise<number> {
  const prepared: { table: string; chunks: Column[][] }[] = [];
  for (const table of CHAIN_TABLES) {
    const columns = await columnTypes(target, table);
    const list = rows[table]!;
    const chunks: Column[][] = [];
    for (let i = 0; i < list.length; i += chunkSize()) {
      const part = list.slice(i, i + chunkSize());
      chunks.push(
        columns.map(([name, type]) =>
          col(
            name,
            type,
            part.map((r) => (type === 'jsonb' && r[name] !== null ? JSON.stringify(r[name]) : r[name])),
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
