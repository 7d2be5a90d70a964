import { readdir, readFile } from 'node:fs/promises';
import { type Kysely, sql } from 'kysely';
import type { Database } from './database.js';

const MIGRATIONS_DIR = new URL('../migrations/', import.meta.url);
// Any constant works; it only has to be the same for every process migrating this database.
const MIGRATION_LOCK = 4_752_001;

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

/** The SQL files of migrations/, in version order (file names start with the version: 0001_name.sql). */
export async function loadMigrations(): Promise<Migration[]> {
  const files = (await readdir(MIGRATIONS_DIR)).filter((f) => /^\d{4}_[a-z0-9_]+\.sql$/.test(f)).sort();
  return Promise.all(
    files.map(async (file) => ({
      version: Number(file.slice(0, 4)),
      name: file.slice(5, -4),
      sql: await readFile(new URL(file, MIGRATIONS_DIR), 'utf8'),
    })),
  );
}

/**
 * Applies the pending migrations in one transaction, under an advisory lock, so an API and an indexer
 * starting together neither race nor leave a half-migrated schema. Returns the versions applied.
 */
export async function migrate(kysely: Kysely<Database>): Promise<number[]> {
  const migrations = await loadMigrations();
  return kysely.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK})`.execute(trx);
    await sql`CREATE TABLE IF NOT EXISTS schema_migrations (
      version integer PRIMARY KEY,
      name text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`.execute(trx);
    const applied = await sql<{ version: number }>`SELECT version FROM schema_migrations`.execute(trx);
    const done = new Set(applied.rows.map((r) => r.version));
    const newlyApplied: number[] = [];
    for (const migration of migrations) {
      if (done.has(migration.version)) continue;
      await sql.raw(migration.sql).execute(trx);
      await sql`INSERT INTO schema_migrations (version, name) VALUES (${migration.version}, ${migration.name})`.execute(
        trx,
      );
      newlyApplied.push(migration.version);
    }
    return newlyApplied;
  });
}
