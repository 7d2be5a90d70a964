import { existsSync } from 'node:fs';
import pg from 'pg';
import { afterAll, expect, test } from 'vitest';
import { type PostgresCluster, startPostgres } from './postgres.ts';
import { type PostgresReplica, startReplica } from './postgres-replica.ts';

let cluster: PostgresCluster | undefined;
let replica: PostgresReplica | undefined;
afterAll(async () => {
  await replica?.remove();
  await cluster?.stop();
});

async function query<T>(url: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text)).rows as T[];
  } finally {
    await client.end();
  }
}

const rowCount = async (url: string) =>
  (await query<{ n: number }>(url, 'SELECT count(*)::int AS n FROM t'))[0]!.n;
const refused = (url: string) => expect(query(url, 'SELECT 1')).rejects.toThrow(/ECONNREFUSED/);

test('a replica streams the primary, stops and starts again, and goes away with its directory', async () => {
  cluster = await startPostgres();
  const primary = await cluster.createDatabase('streamed');
  await query(primary, 'CREATE TABLE t (x int); INSERT INTO t VALUES (1)');
  replica = await startReplica(cluster);
  const url = replica.url('streamed');
  expect((await query<{ r: boolean }>(url, 'SELECT pg_is_in_recovery() AS r'))[0]!.r).toBe(true);
  await expect.poll(() => rowCount(url)).toBe(1);

  await replica.stop();
  await refused(url);
  await query(primary, 'INSERT INTO t VALUES (2)');
  await replica.start();
  await expect.poll(() => rowCount(url)).toBe(2);

  const dataDir = (await query<{ data_directory: string }>(url, 'SHOW data_directory'))[0]!.data_directory;
  await replica.remove();
  expect(existsSync(dataDir)).toBe(false);
  await refused(url);
  // The primary's server ends too, not only the process that started it (as root, `runuser`).
  await cluster.stop();
  await refused(primary);
});
