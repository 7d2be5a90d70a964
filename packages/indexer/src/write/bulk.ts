import type { Database } from '@poxscan/db';
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
    | 'bytea';
  values: unknown[];
}

export const col = (name: string, type: Column['type'], values: unknown[]): Column => ({
  name,
  type,
  values,
});

/** `unnest($1::t1[], $2::t2[], …) AS d(c1, c2, …)`: every row of a batch in one parameter per column. */
export function unnestRows(columns: Column[]): RawBuilder<unknown> {
  const arrays = columns.map((c) => sql`${c.values}::${sql.raw(c.type)}[]`);
  const names = columns.map((c) => sql.ref(c.name));
  return sql`unnest(${sql.join(arrays)}) AS d(${sql.join(names)})`;
}

/** Multi-row INSERT of column arrays, the fastest path that runs on both engines. */
export async function bulkInsert(trx: Trx, table: string, columns: Column[], suffix = sql``): Promise<void> {
  if (columns[0]!.values.length === 0) return;
  const names = columns.map((c) => sql.ref(c.name));
  await sql`INSERT INTO ${sql.table(table)} (${sql.join(names)}) SELECT * FROM ${unnestRows(columns)} ${suffix}`.execute(
    trx,
  );
}

export const iso = (ms: number): string => new Date(ms).toISOString();
export const utcDay = (ms: number): string => iso(ms).slice(0, 10);
/** A bytea value as text ('\x' and hex): what both engines parse inside an array parameter. */
export const bytea = (hex: string): string => `\\x${hex}`;
export const json = (value: unknown): string =>
  JSON.stringify(value, (_k, v) => (typeof v === 'bigint' ? v.toString() : v));
