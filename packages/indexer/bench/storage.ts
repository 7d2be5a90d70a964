import type { Db } from '@poxscan/db';
import { sql } from 'kysely';

export interface Relation {
  name: string;
  /** the table a relation belongs to (itself for a table) */
  table: string;
  kind: 'table' | 'index';
  /** heap with its TOAST for a table, the index's own pages for an index */
  bytes: number;
}

export interface ColumnBytes {
  table: string;
  column: string;
  /** sum of pg_column_size over the rows: what the column's values take in the heap */
  bytes: number;
  /** the same values as compact JSON text, for the JSON columns */
  jsonTextBytes: number | null;
}

/** Every table and index of the schema with its size on disk, largest first. */
export async function relationSizes(db: Db): Promise<Relation[]> {
  const { rows } = await sql<Relation>`
    SELECT c.relname AS name, COALESCE(t.relname, c.relname) AS table,
      CASE c.relkind WHEN 'i' THEN 'index' ELSE 'table' END AS kind,
      (CASE c.relkind WHEN 'i' THEN pg_relation_size(c.oid) ELSE pg_table_size(c.oid) END)::bigint AS bytes
    FROM pg_class c
    JOIN pg_namespace n ON n.oid = c.relnamespace AND n.nspname = 'public'
    LEFT JOIN pg_index x ON x.indexrelid = c.oid
    LEFT JOIN pg_class t ON t.oid = x.indrelid
    WHERE c.relkind IN ('r', 'i')
    ORDER BY bytes DESC`.execute(db.kysely);
  return rows.map((r) => ({ ...r, bytes: Number(r.bytes) }));
}

const CHAIN_TABLES = ['transactions', 'transfers', 'event_logs', 'internal_transactions', 'blocks'];

/** What each column of the chain tables takes, summed over its rows. */
export async function columnSizes(db: Db): Promise<ColumnBytes[]> {
  const out: ColumnBytes[] = [];
  for (const table of CHAIN_TABLES) {
    const { rows: columns } = await sql<{ column_name: string; data_type: string }>`
      SELECT column_name, data_type FROM information_schema.columns
      WHERE table_schema = 'public' AND table_name = ${table} ORDER BY ordinal_position`.execute(db.kysely);
    const sums = columns.map(
      (c) =>
        sql`COALESCE(sum(pg_column_size(${sql.ref(c.column_name)})), 0)::bigint AS ${sql.ref(`s_${c.column_name}`)}`,
    );
    const json = columns
      .filter((c) => c.data_type === 'jsonb')
      .map(
        (c) =>
          sql`COALESCE(sum(octet_length(${sql.ref(c.column_name)}::text)), 0)::bigint AS ${sql.ref(`j_${c.column_name}`)}`,
      );
    const { rows } = await sql<Record<string, string>>`
      SELECT ${sql.join([...sums, ...json])} FROM ${sql.table(table)}`.execute(db.kysely);
    const row = rows[0]!;
    for (const c of columns) {
      const text = row[`j_${c.column_name}`];
      out.push({
        table,
        column: c.column_name,
        bytes: Number(row[`s_${c.column_name}`]),
        jsonTextBytes: text === undefined ? null : Number(text),
      });
    }
  }
  return out.sort((a, b) => b.bytes - a.bytes);
}

const mib = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MiB`;

/** Logs where the bytes went after a catch-up of `transactions`; returns the figures for the JSON line. */
export async function logStorage(db: Db, transactions: number, log: (line: string) => void) {
  const relations = await relationSizes(db);
  const columns = await columnSizes(db);
  const perMillion = (bytes: number) => `${(((bytes / transactions) * 1e6) / 2 ** 20).toFixed(0)} MiB/M tx`;
  const tables = new Map<string, { heap: number; indexes: number }>();
  for (const r of relations) {
    const t = tables.get(r.table) ?? { heap: 0, indexes: 0 };
    if (r.kind === 'table') t.heap += r.bytes;
    else t.indexes += r.bytes;
    tables.set(r.table, t);
  }
  log('  tables (heap with TOAST + indexes):');
  for (const [name, t] of [...tables]
    .sort((a, b) => b[1].heap + b[1].indexes - a[1].heap - a[1].indexes)
    .slice(0, 12))
    log(`    ${name}: ${mib(t.heap)} + ${mib(t.indexes)} = ${perMillion(t.heap + t.indexes)}`);
  log('  largest indexes:');
  for (const r of relations.filter((x) => x.kind === 'index').slice(0, 20))
    log(`    ${r.name}: ${mib(r.bytes)} = ${perMillion(r.bytes)}`);
  log('  largest columns (sum of pg_column_size):');
  for (const c of columns.slice(0, 25))
    log(
      `    ${c.table}.${c.column}: ${mib(c.bytes)}${c.jsonTextBytes === null ? '' : ` (as JSON text ${mib(c.jsonTextBytes)})`}`,
    );
  return { relations, columns };
}
