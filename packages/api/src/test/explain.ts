import type { Db } from '@poxscan/db';
import { type Compilable, sql } from 'kysely';

/**
 * The plan PostgreSQL picks for `query`, with the planner methods named in `off` (`enable_seqscan`,
 * `enable_sort`, …) priced out for this statement alone.
 */
export async function explain(db: Db, query: Compilable, off: readonly string[] = []): Promise<string> {
  return db.kysely.connection().execute(async (c) => {
    for (const setting of off) await sql`SELECT set_config(${setting}, 'off', false)`.execute(c);
    try {
      const compiled = query.compile();
      const { rows } = await c.executeQuery<{ 'QUERY PLAN': string }>({
        ...compiled,
        sql: `EXPLAIN ${compiled.sql}`,
      });
      return rows.map((r) => r['QUERY PLAN']).join('\n');
    } finally {
      for (const setting of off) await sql`RESET ${sql.raw(setting)}`.execute(c);
    }
  });
}
