import type { Db } from '@poxscan/db';
import { type Compilable, CompiledQuery, sql } from 'kysely';

/** Runs `work` on one connection with the planner methods named in `off` priced out meanwhile. */
function withPlannerOff<T>(db: Db, off: readonly string[], work: (c: Db['kysely']) => Promise<T>) {
  return db.kysely.connection().execute(async (c) => {
    for (const setting of off) await sql`SELECT set_config(${setting}, 'off', false)`.execute(c);
    try {
      return await work(c);
    } finally {
      for (const setting of off) await sql`RESET ${sql.raw(setting)}`.execute(c);
    }
  });
}

/** A value as SQL text, for the few kinds a statement of the API binds. */
function literal(value: unknown): string {
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (value instanceof Uint8Array) return `'\\x${Buffer.from(value).toString('hex')}'::bytea`;
  if (value instanceof Date) return `'${value.toISOString()}'`;
  return `'${String(value).replaceAll("'", "''")}'`;
}

const planText = (rows: { 'QUERY PLAN': string }[]) => rows.map((r) => r['QUERY PLAN']).join('\n');

/**
 * The plan PostgreSQL picks for `query` (a builder, or a statement compiled already), with the planner
 * methods named in `off` (`enable_seqscan`, `enable_sort`, …) priced out for this statement alone.
 */
export async function explain(
  db: Db,
  query: Compilable | CompiledQuery,
  off: readonly string[] = [],
): Promise<string> {
  return withPlannerOff(db, off, async (c) => {
    const compiled = 'compile' in query ? query.compile() : query;
    const { rows } = await c.executeQuery<{ 'QUERY PLAN': string }>({
      ...compiled,
      sql: `EXPLAIN ${compiled.sql}`,
    });
    return planText(rows);
  });
}

/**
 * The generic plan of a compiled statement: the one a prepared statement is planned once with, for
 * any values, which is what the API's connections settle on after five runs where it looks no dearer.
 */
export async function explainGeneric(
  db: Db,
  compiled: CompiledQuery,
  off: readonly string[] = [],
): Promise<string> {
  return withPlannerOff(db, off, async (c) => {
    await c.executeQuery(CompiledQuery.raw(`PREPARE generic_plan AS ${compiled.sql}`));
    try {
      await sql`SET plan_cache_mode = force_generic_plan`.execute(c);
      // EXPLAIN takes no parameters: the values go into its text.
      const args = compiled.parameters.map(literal).join(', ');
      const { rows } = await c.executeQuery<{ 'QUERY PLAN': string }>(
        CompiledQuery.raw(`EXPLAIN EXECUTE generic_plan${args === '' ? '' : `(${args})`}`),
      );
      return planText(rows);
    } finally {
      await sql`RESET plan_cache_mode`.execute(c);
      await sql`DEALLOCATE generic_plan`.execute(c);
    }
  });
}

/**
 * Analyzes the database, then has the planner see 20 million rows in transfers and transactions, as
 * on a long chain: it scales the rows per page of the last ANALYZE to the table's pages now.
 */
export async function planAsLongChain(db: Db): Promise<void> {
  await sql`ANALYZE`.execute(db.kysely);
  await sql`UPDATE pg_class SET reltuples = 20000000 * relpages
    WHERE relname IN ('transfers', 'transactions') AND relkind = 'r'`.execute(db.kysely);
}
