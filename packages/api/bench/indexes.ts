import type { Db } from '@poxscan/db';
import { sql } from 'kysely';

type Executor = Db['kysely'];

/**
 * Drops the secondary indexes of the tables about to be bulk-loaded and keeps their definitions in
 * `bench_indexes`; primary keys stay (the daily upserts need theirs). One CREATE INDEX over the
 * loaded rows sorts once and writes pages full, far faster than growing each index row by row
 * through a 20,000,000-row INSERT; the index it builds is also denser than an indexer's would be,
 * which matters when comparing sizes, not for the latencies measured here.
 */
export async function dropSecondaryIndexes(k: Executor, tables: string[]): Promise<string> {
  await sql`CREATE TABLE bench_indexes (name text PRIMARY KEY, def text NOT NULL)`.execute(k);
  const { rows } = await sql<{ name: string; def: string }>`
    INSERT INTO bench_indexes
    SELECT i.indexname, i.indexdef FROM pg_indexes i
    WHERE i.schemaname = current_schema() AND i.tablename = ANY(${tables}::text[])
      AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = to_regclass(quote_ident(i.indexname)))
    RETURNING name, def`.execute(k);
  for (const { name } of rows) await sql`DROP INDEX ${sql.id(name)}`.execute(k);
  return `${rows.length} indexes`;
}

/** Builds the dropped indexes again, one transaction each so that a resumed run keeps those built. */
export async function recreateIndexes(db: Db, log: (msg: string) => void): Promise<void> {
  const { rows } = await sql<{
    name: string;
    def: string;
  }>`SELECT name, def FROM bench_indexes ORDER BY name`.execute(db.kysely);
  const all = Date.now();
  for (const { name, def } of rows) {
    const t = Date.now();
    await db.kysely.transaction().execute(async (trx) => {
      await sql.raw(def).execute(trx);
      await sql`DELETE FROM bench_indexes WHERE name = ${name}`.execute(trx);
    });
    log(`index ${name}: ${((Date.now() - t) / 1000).toFixed(1)} s`);
  }
  if (rows.length > 0) log(`${rows.length} indexes built in ${((Date.now() - all) / 1000).toFixed(1)} s`);
}

/** Secondary indexes still to be built: a database with any is not a finished dataset. */
export async function pendingIndexes(k: Executor): Promise<number> {
  if (
    (await sql<{ t: string | null }>`SELECT to_regclass('bench_indexes') AS t`.execute(k)).rows[0]!.t === null
  )
    return 0;
  return (await sql<{ n: number }>`SELECT count(*)::int AS n FROM bench_indexes`.execute(k)).rows[0]!.n;
}
