import { type Kysely, sql } from 'kysely';
import type { Database } from './database.js';

/** The plan of `query` with sequential scans priced out: a Seq Scan left means no index serves it. */
export async function indexPlan(db: Kysely<Database>, query: string): Promise<string> {
  return db.transaction().execute(async (trx) => {
    await sql`SET LOCAL enable_seqscan = off`.execute(trx);
    const { rows } = await sql<{ 'QUERY PLAN': string }>`EXPLAIN ${sql.raw(query)}`.execute(trx);
    return rows.map((r) => r['QUERY PLAN']).join('\n');
  });
}

/** An index's size on disk, in bytes. */
export async function indexBytes(db: Kysely<Database>, index: string): Promise<number> {
  const { rows } = await sql<{ bytes: string }>`SELECT pg_relation_size(${index}::regclass) AS bytes`.execute(
    db,
  );
  return Number(rows[0]!.bytes);
}

/** Each named index's definition after `ON`: its table, method, keys and condition. */
export async function indexDefinitions(
  db: Kysely<Database>,
  names: string[],
): Promise<Record<string, string>> {
  const { rows } = await sql<{ indexname: string; indexdef: string }>`
    SELECT indexname, indexdef FROM pg_indexes WHERE indexname = ANY(${names})`.execute(db);
  return Object.fromEntries(rows.map((r) => [r.indexname, r.indexdef.replace(/^.* ON (public\.)?/, '')]));
}

/** A compiled query with its parameters written in as literals, for indexPlan. */
export const inline = ({ sql: text, parameters }: { sql: string; parameters: readonly unknown[] }): string =>
  text.replace(/\$(\d+)/g, (_, n: string) => `'${String(parameters[Number(n) - 1])}'`);

/** The named indexes' sizes on disk, in bytes, by name. */
export async function indexSizes(db: Kysely<Database>, names: string[]): Promise<Record<string, number>> {
  const { rows } = await sql<{ name: string; bytes: string }>`
    SELECT indexname AS name, pg_relation_size(indexname::regclass) AS bytes FROM pg_indexes
    WHERE indexname = ANY(${names})`.execute(db);
  return Object.fromEntries(rows.map((r) => [r.name, Number(r.bytes)]));
}
