import { readFileSync } from 'node:fs';
import { type PostgresCluster, startPostgres } from '@poxscan/test-support/postgres';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { ApiDb } from '../db/api-db.js';
import type { ReadModel } from '../db/read-model.js';

const SCHEMA = readFileSync(new URL('./schema.sql', import.meta.url), 'utf8');

// numeric and int8 come back as strings (exact); the read model is typed that way.
export interface TestDatabase {
  db: ApiDb;
  url: string;
  pool: pg.Pool;
  close(): Promise<void>;
}

let cluster: Promise<PostgresCluster> | undefined;
let counter = 0;

/** A fresh database with the read model on one throwaway cluster per test file. */
export async function createTestDatabase(): Promise<TestDatabase> {
  cluster ??= startPostgres();
  const c = await cluster;
  const url = await c.createDatabase(`api_${process.pid}_${++counter}`);
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  await pool.query(SCHEMA);
  const kysely = new Kysely<ReadModel>({ dialect: new PostgresDialect({ pool }) });
  const listeners: pg.Client[] = [];
  const db: ApiDb = {
    kysely,
    async listen(channel, handler) {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      listeners.push(client);
      client.on('notification', (n) => {
        if (n.channel === channel) handler(n.payload ?? '');
      });
      await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      return async () => {
        await client.end();
      };
    },
  };
  return {
    db,
    url,
    pool,
    async close() {
      for (const l of listeners) await l.end().catch(() => undefined);
      await kysely.destroy();
    },
  };
}

export async function stopTestCluster(): Promise<void> {
  const c = await cluster;
  cluster = undefined;
  await c?.stop();
}
