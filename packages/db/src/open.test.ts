import { type PostgresCluster, startPostgres } from '@poxscan/test-support/postgres';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadMigrations } from './migrate.js';
import { type Db, openDatabase } from './open.js';

let cluster: PostgresCluster;

beforeAll(async () => {
  cluster = await startPostgres();
});
afterAll(async () => {
  await cluster?.stop();
});

const engines: [string, () => Promise<Db>][] = [
  ['PGlite', () => openDatabase()],
  ['PostgreSQL', async () => openDatabase({ url: await cluster.createDatabase(`open_${Date.now()}`) })],
];

describe.each(engines)('openDatabase on %s', (_engine, open) => {
  let db: Db;
  beforeAll(async () => {
    db = await open();
  });
  afterAll(async () => {
    await db?.close();
  });

  it('applies every migration once, then none', async () => {
    const migrations = await loadMigrations();
    expect(await db.migrate()).toEqual(migrations.map((m) => m.version));
    expect(await db.migrate()).toEqual([]);
    const declared = migrations.flatMap((m) => [...m.sql.matchAll(/CREATE TABLE (\w+)/g)].map((x) => x[1]));
    const tables = await sql<{ table_name: string }>`
      SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'`.execute(db.kysely);
    expect(declared.length).toBeGreaterThan(25);
    expect(tables.rows.map((r) => r.table_name).sort()).toEqual([...declared, 'schema_migrations'].sort());
  });

  it('returns int8 as number, numeric as exact string, date as text', async () => {
    const huge = 10n ** 30n + 7n;
    await db.kysely
      .insertInto('daily_stats')
      .values({ day: '2024-02-01', transactions: 9_007_199_254_740_000, volume: huge })
      .execute();
    const row = await db.kysely.selectFrom('daily_stats').selectAll().executeTakeFirstOrThrow();
    expect(row.day).toBe('2024-02-01');
    expect(row.transactions).toBe(9_007_199_254_740_000);
    expect(row.volume).toBe(huge.toString());
  });

  it('seeds the native token', async () => {
    const pox = await db.kysely.selectFrom('tokens').selectAll().where('id', '=', '_').executeTakeFirst();
    expect(pox).toMatchObject({ standard: 'POX', symbol: 'POX', decimals: 6 });
  });

  it('delivers notifications to listeners until they unlisten', async () => {
    const received: string[] = [];
    const unlisten = await db.listen('poxscan_test', (p) => received.push(p));
    await db.notify('poxscan_test', '{"n":1}');
    await expect.poll(() => received).toEqual(['{"n":1}']);
    await unlisten();
    await db.notify('poxscan_test', '{"n":2}');
    await new Promise((r) => setTimeout(r, 200));
    expect(received).toEqual(['{"n":1}']);
  });

  it('answers after a failing statement, and carries statements of megabytes both ways', async () => {
    await expect(sql`SELECT 1/0`.execute(db.kysely)).rejects.toThrow(/division by zero/);
    const big = 'x'.repeat(4_000_000);
    const { rows } = await sql<{ n: number; back: string }>`
      SELECT length(${big}::text) AS n, ${big}::text AS back`.execute(db.kysely);
    expect(rows[0]!.n).toBe(4_000_000);
    expect(rows[0]!.back === big).toBe(true);
    const many = await Promise.all(
      Array.from({ length: 20 }, (_, i) => sql<{ i: number }>`SELECT ${i}::int AS i`.execute(db.kysely)),
    );
    expect(many.map((r) => r.rows[0]!.i)).toEqual(Array.from({ length: 20 }, (_, i) => i));
  });

  it('rejects a channel name that is not an identifier', async () => {
    await expect(db.listen('bad channel; drop', () => {})).rejects.toThrow(/invalid channel/);
  });
});

describe('openDatabase on PostgreSQL', () => {
  it('runs every connection with JIT off', async () => {
    const db = await openDatabase({
      url: await cluster.createDatabase(`open_jit_${Date.now()}`),
      poolSize: 3,
    });
    try {
      // Three statements at once take three connections of the pool.
      const settings = await Promise.all(
        [0, 1, 2].map(async () => {
          const { rows } = await sql<{
            jit: string;
          }>`SELECT current_setting('jit') AS jit, pg_sleep(0.05)`.execute(db.kysely);
          return rows[0]!.jit;
        }),
      );
      expect(settings).toEqual(['off', 'off', 'off']);
    } finally {
      await db.close();
    }
  });
});

describe('openDatabase with a replica', () => {
  it('reads from the replica and writes to the primary', async () => {
    const primaryUrl = await cluster.createDatabase('primary_db');
    const replicaUrl = await cluster.createDatabase('replica_db');
    const db = await openDatabase({ url: primaryUrl, replicaUrl });
    try {
      await db.migrate();
      const replica = await openDatabase({ url: replicaUrl });
      await replica.migrate();
      await replica.close();
      await db.kysely.insertInto('notifications').values({ message: 'on primary' }).execute();
      expect(await db.kysely.selectFrom('notifications').select('message').execute()).toHaveLength(1);
      expect(await db.read.selectFrom('notifications').select('message').execute()).toHaveLength(0);
    } finally {
      await db.close();
    }
  });

  it('refuses a replica without a primary url', async () => {
    await expect(openDatabase({ replicaUrl: 'postgres://x/y' })).rejects.toThrow(/replicaUrl needs url/);
  });
});

describe('reads waiting for a transaction', () => {
  /** What readsWaiting says while a transaction holds a session and a read and a write are asked. */
  async function waitingDuring(db: Db): Promise<{ during: number; after: number }> {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let began = () => {};
    const begun = new Promise<void>((resolve) => {
      began = resolve;
    });
    const transaction = db.kysely.transaction().execute(async (trx) => {
      await sql`SELECT 1`.execute(trx);
      began();
      await held;
    });
    await begun;
    const read = sql`SELECT 2`.execute(db.read);
    const write = sql`SELECT 3`.execute(db.kysely);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const during = db.readsWaiting();
    release();
    await Promise.all([transaction, read, write]);
    return { during, after: db.readsWaiting() };
  }

  it('counts on PGlite the reads, not the writes, queued behind its one session', async () => {
    const db = await openDatabase();
    try {
      expect(await waitingDuring(db)).toEqual({ during: 1, after: 0 });
    } finally {
      await db.close();
    }
  });

  it('is none on PostgreSQL, whose reads have sessions of their own', async () => {
    const db = await openDatabase({ url: await cluster.createDatabase(`waiting_${Date.now()}`) });
    try {
      expect(await waitingDuring(db)).toEqual({ during: 0, after: 0 });
    } finally {
      await db.close();
    }
  });
});

describe('openDatabase on PGlite under a directory', () => {
  it('keeps data across a reopen', async () => {
    const { mkdtempSync, rmSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const dir = mkdtempSync(join(tmpdir(), 'poxscan-db-'));
    try {
      const first = await openDatabase({ dataDir: join(dir, 'pg') });
      await first.migrate();
      await first.kysely
        .insertInto('name_tags')
        .values({ address: 'TXYZ', tag: 'kept', description: null })
        .execute();
      await first.close();
      const second = await openDatabase({ dataDir: join(dir, 'pg') });
      expect(await second.migrate()).toEqual([]);
      const tag = await second.kysely.selectFrom('name_tags').select('tag').executeTakeFirst();
      expect(tag?.tag).toBe('kept');
      await second.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);

  it('refuses a directory that holds no PGlite database, saying why', async () => {
    const { mkdtempSync, rmSync, writeFileSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const dir = mkdtempSync(join(tmpdir(), 'poxscan-db-'));
    try {
      writeFileSync(join(dir, 'PG_VERSION'), 'not a version\n');
      await expect(openDatabase({ dataDir: dir })).rejects.toThrow(/PGlite could not open/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
