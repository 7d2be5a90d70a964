import { type Kysely, sql } from 'kysely';
import type { Database } from './database.js';
import { loadMigrations } from './migrate.js';

/** Applies the migrations before `version` the way migrate() records them: a database of that schema. */
export async function migrateBefore(kysely: Kysely<Database>, version: number): Promise<void> {
  const migrations = (await loadMigrations()).filter((m) => m.version < version);
  await kysely.transaction().execute(async (trx) => {
    await sql`CREATE TABLE schema_migrations (
      version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`.execute(
      trx,
    );
    for (const m of migrations) {
      await sql.raw(m.sql).execute(trx);
      await sql`INSERT INTO schema_migrations (version, name) VALUES (${m.version}, ${m.name})`.execute(trx);
    }
  });
}

/**
 * Applies migration `version` alone onto a database migrateBefore(version) made: the schema as it stood
 * while `version` was the newest, for a test of what a later migration has since replaced.
 */
export async function migrateOnly(kysely: Kysely<Database>, version: number): Promise<void> {
  const m = (await loadMigrations()).find((x) => x.version === version);
  if (m === undefined) throw new Error(`no migration ${version}`);
  await kysely.transaction().execute(async (trx) => {
    await sql.raw(m.sql).execute(trx);
    await sql`INSERT INTO schema_migrations (version, name) VALUES (${m.version}, ${m.name})`.execute(trx);
  });
}
