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
