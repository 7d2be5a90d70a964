import { CopyRows, copyValue, type Database } from '@poxscan/db';
import { type Kysely, type RawBuilder, sql } from 'kysely';

export type Trx = Kysely<Database>;

/** A column of a bulk statement: its name, its SQL type, and its values (one per row). */
export interface Column {
  name: string;
  type:
    | 'bigint'
    | 'integer'
    | 'smallint'
    | 'text'
    | 'numeric'
    | 'boolean'
    | 'jsonb'
    | 'timestamptz'
    | 'double precision'
    | 'bytea';
  values: unknown[];
}

export const col = (name: string, type: Column['type'], values: unknown[]): Column => ({
  name,
  type,
  values,
});

/** A column for `unnest`: its values, or their array literal made ahead (chain-arrays.ts), passed on as is. */
export interface UnnestColumn {
  name: string;
  type: Column['type'];
  values: unknown[] | string;
}

/** `unnest($1::t1[], $2::t2[], …) AS d(c1, c2, …)`: every row of a batch in one parameter per column. */
export function unnestRows(columns: UnnestColumn[]): RawBuilder<unknown> {
  const arrays = columns.map((c) => sql`${c.values}::${sql.raw(c.type)}[]`);
  const names = columns.map((c) => sql.ref(c.name));
  return sql`unnest(${sql.join(arrays)}) AS d(${sql.join(names)})`;
}

/** Multi-row INSERT of column arrays, the fastest path that runs on both engines (nothing when empty). */
export async function bulkInsert(
  trx: Trx,
  table: string,
  columns: UnnestColumn[],
  suffix = sql``,
): Promise<void> {
  const first = columns[0]!.values;
  if (typeof first === 'string' ? first === '{}' : first.length === 0) return;
  const names = columns.map((c) => sql.ref(c.name));
  await sql`INSERT INTO ${sql.table(table)} (${sql.join(names)}) SELECT * FROM ${unnestRows(columns)} ${suffix}`.execute(
    trx,
  );
}

/**
 * COPY … FROM STDIN of column arrays: PostgreSQL's fastest way in (no parameter arrays to build and
 * unpack). PGlite takes no COPY data over the wire, so it keeps bulkInsert.
 */
export async function copyInsert(trx: Trx, table: string, columns: Column[]): Promise<void> {
  const rows = columns[0]!.values.length;
  if (rows === 0) return;
  const lines: string[] = new Array(rows);
  for (let r = 0; r < rows; r++) {
    let line = copyValue(columns[0]!.values[r]);
    for (let c = 1; c < columns.length; c++) line += `\t${copyValue(columns[c]!.values[r])}`;
    lines[r] = line;
  }
  await copyText(
    trx,
    table,
    columns.map((c) => c.name),
    `${lines.join('\n')}\n`,
  );
}

/**
 * COPY … FROM STDIN of rows already in COPY's text format, one line each, as text or its UTF-8 bytes
 * in parts (nothing when empty).
 */
export async function copyText(
  trx: Trx,
  table: string,
  names: string[],
  rows: string | readonly Uint8Array[],
): Promise<void> {
  if (typeof rows === 'string' ? rows === '' : rows.every((part) => part.length === 0)) return;
  const refs = names.map((name) => sql.ref(name));
  await sql`COPY ${sql.table(table)} (${sql.join(refs)}) FROM STDIN ${new CopyRows(rows)}`.execute(trx);
}

/** Chain rows in: COPY where the engine takes it, else one multi-row INSERT. */
export const insertRows = (trx: Trx, copy: boolean, table: string, columns: Column[]): Promise<void> =>
  copy ? copyInsert(trx, table, columns) : bulkInsert(trx, table, columns);

/** A bytea value as text ('\x' and hex): what both engines parse inside an array parameter. */
export const bytea = (hex: string): string => `\\x${hex}`;
export const json = (value: unknown): string =>
  JSON.stringify(value, (_k, v) => (typeof v === 'bigint' ? v.toString() : v));
