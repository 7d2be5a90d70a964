import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './database.js';
import { bothEngines } from './engines.test-util.js';
import { loadMigrations } from './migrate.js';
import type { Db } from './open.js';

// The schema of databases in use before Stake 1.0 was read: every migration before 0020.
const LAST_BEFORE = 19;

async function migrateTo(kysely: Kysely<Database>, last: number): Promise<void> {
  const migrations = (await loadMigrations()).filter((m) => m.version <= last);
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

// Power counts every stake. OLD's exceeds its Stake 2.0 by 26 POX: Stake 1.0 the indexer never read.
const OLD = 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8';
const NEW = 'TVj7RNVHy6thbM7BWdSe9G6gXwKhjhdNZS';
const VOTER = 'TXLAQ63Xg1NAzckPwKHvzw7CSEmLMEqcdj';
const at = new Date(Date.UTC(2026, 0, 1));
const account = (
  address: string,
  v: Partial<Record<'power' | 'frozen_energy' | 'delegated_out_bandwidth', string>>,
) => ({
  address,
  first_seen_block: 1,
  first_seen_at: at,
  last_seen_block: 1,
  last_seen_at: at,
  ...v,
});

const engines = bothEngines('stake_v1');

describe.each(engines)(
  'the Stake 1.0 migration on a database of the previous schema (%s)',
  (_engine, open) => {
    let db: Db;
    beforeAll(async () => {
      db = await open();
      await migrateTo(db.kysely, LAST_BEFORE);
      await db.kysely
        .insertInto('accounts')
        .values([
          account(OLD, { power: '30000000', frozen_energy: '3000000', delegated_out_bandwidth: '1000000' }),
          account(NEW, { power: '4000000', frozen_energy: '3000000', delegated_out_bandwidth: '1000000' }),
          account(VOTER, { power: '9000000' }),
        ])
        .execute();
      await db.kysely
        .insertInto('stakes')
        .values({ address: VOTER, resource: 'TRON_POWER', amount: '9000000' })
        .execute();
      await sql`INSERT INTO staking_daily (day, staked, staked_bandwidth, staked_energy, delegated, unfreezing, updated_at)
      VALUES ('2026-01-01', 12000000, 0, 3000000, 1000000, 0, now())`.execute(db.kysely);
      await db.migrate();
    });
    afterAll(async () => {
      await db?.close();
    });

    it('adds the Stake 1.0 columns as 0, rows in place', async () => {
      const rows = await db.kysely
        .selectFrom('accounts')
        .select(['address', 'frozen_v1_energy', 'delegated_out_v1_bandwidth', 'frozen_energy'])
        .orderBy('address')
        .execute();
      expect(rows.map((r) => [r.frozen_v1_energy, r.delegated_out_v1_bandwidth])).toEqual([
        ['0', '0'],
        ['0', '0'],
        ['0', '0'],
      ]);
      expect(rows.find((r) => r.address === OLD)?.frozen_energy).toBe('3000000');
      const day = await db.kysely.selectFrom('staking_daily').selectAll().executeTakeFirstOrThrow();
      expect(day).toMatchObject({ staked: '12000000', staked_v1_energy: '0', delegated_v1: '0' });
    });

    it('queues for a new read only the accounts whose power shows Stake 1.0', async () => {
      const queued = await db.kysely.selectFrom('refresh_queue').select(['kind', 'key']).execute();
      expect(queued).toEqual([{ kind: 'account', key: OLD }]);
    });
  },
);
