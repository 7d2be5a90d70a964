import { type Db, openDatabase } from '@poxscan/db';
import { type PostgresCluster, startPostgres } from '@poxscan/test-support/postgres';

let cluster: Promise<PostgresCluster> | undefined;
let counter = 0;

/** A fresh, migrated database on one throwaway PostgreSQL cluster per test file. */
export async function createTestDatabase(): Promise<{ db: Db; url: string }> {
  cluster ??= startPostgres();
  const c = await cluster;
  const url = await c.createDatabase(`api_${process.pid}_${++counter}`);
  const db = await openDatabase({ url });
  await db.migrate();
  return { db, url };
}

export async function stopTestCluster(): Promise<void> {
  const c = await cluster;
  cluster = undefined;
  await c?.stop();
}
