import { type Kysely, sql } from 'kysely';
import type { Database } from './database.js';
import { loadMigrations } from './migrate.js';
import { indexSizes } from './plan.test-util.js';

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

/**
 * A database of the schema before `version` holding `write`'s rows, then migrated by `version` alone
 * and analysed. Returns the named indexes' sizes before the migration, to compare with after.
 */
export async function migrateOver(
  kysely: Kysely<Database>,
  version: number,
  write: (db: Kysely<Database>) => Promise<void>,
  indexes: string[],
): Promise<Record<string, number>> {
  await migrateBefore(kysely, version);
  await write(kysely);
  const before = await indexSizes(kysely, indexes);
  await migrateOnly(kysely, version);
  await sql`ANALYZE`.execute(kysely);
  return before;
}
