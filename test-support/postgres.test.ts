import { existsSync } from 'node:fs';
import pg from 'pg';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { type PostgresCluster, startPostgres } from './postgres.ts';

let cluster: PostgresCluster;
beforeAll(async () => {
  cluster = await startPostgres();
});
afterAll(async () => {
  await cluster?.stop();
});

test('starts a real PostgreSQL server that accepts SQL on its own port', async () => {
  const client = new pg.Client({ connectionString: cluster.url });
  await client.connect();
  const { rows } = await client.query<{ v: string; n: string }>('select version() as v, 40 + 2 as n');
  await client.end();
  expect(rows[0]?.v).toMatch(/^PostgreSQL \d+/);
  expect(Number(rows[0]?.n)).toBe(42);
});

test('creates isolated databases', async () => {
  const a = await cluster.createDatabase('alpha');
  const b = await cluster.createDatabase('beta');
  const ca = new pg.Client({ connectionString: a });
  const cb = new pg.Client({ connectionString: b });
  await Promise.all([ca.connect(), cb.connect()]);
  await ca.query('create table t (x int)');
  const { rows } = await cb.query("select count(*)::int as n from pg_tables where tablename = 't'");
  await Promise.all([ca.end(), cb.end()]);
  expect(rows[0]?.n).toBe(0);
  await expect(cluster.createDatabase('bad name; drop')).rejects.toThrow(/invalid database name/);
});

async function ask(url: string, query: string): Promise<string> {
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  const { rows } = await pool.query<{ value: string }>(`${query} AS value`);
  await pool.end();
  return String(rows[0]?.value);
}

test('stop removes the cluster directory; each cluster is a copy of one initdb', async () => {
  const other = await startPostgres();
  const dataDir = await ask(other.url, "SELECT current_setting('data_directory')");
  expect(existsSync(dataDir)).toBe(true);
  // initdb gives every cluster a new system identifier: a copy keeps the template's.
  const identifier = 'SELECT system_identifier::text FROM pg_control_system()';
  expect(await ask(other.url, identifier)).toBe(await ask(cluster.url, identifier));
  await other.stop();
  expect(existsSync(dataDir)).toBe(false);
});
