import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { migrateBefore } from './migrate-before.test-util.js';
import { type Db, openDatabase } from './open.js';

const CALLED = 'TR7NHqjeKQxGTCi8q8ZY4pL5otSzgjLj6t';
const NEW = 'TEkxiTehnzSmSe2XqrBj4w32RUN966rdz8';
const USER = 'TVj7RNVHy6thbM7BWdSe9G6gXwKhjhdNZS';

async function account(db: Db, address: string, txCount: number) {
  await sql`INSERT INTO accounts (address, first_seen_block, first_seen_at, last_seen_block, last_seen_at, tx_count)
    VALUES (${address}, 1, now(), 1, now(), ${txCount})`.execute(db.kysely);
}

describe('migration 0049: HOT updates of accounts, address days and the refresh queue', () => {
  let db: Db | undefined;
  afterEach(() => db?.close());

  it("gives each contract its account's transaction count and leaves accounts' updates HOT", async () => {
    db = await openDatabase();
    await migrateBefore(db.kysely, 49);
    await account(db, CALLED, 42);
    await account(db, USER, 7);
    for (const address of [CALLED, NEW])
      await sql`INSERT INTO contracts (address, creator_address, created_tx_hash, created_block, created_at)
        VALUES (${address}, ${USER}, ${'ab'.repeat(32)}, 1, now())`.execute(db.kysely);
    await db.migrate();
    const rows = await db.kysely
      .selectFrom('contracts')
      .select(['address', 'tx_count'])
      .orderBy('address')
      .execute();
    expect(rows).toEqual([
      { address: NEW, tx_count: 0 },
      { address: CALLED, tx_count: 42 },
    ]);
    const indexes = await sql<{ name: string }>`
      SELECT indexname AS name FROM pg_indexes WHERE indexname IN ('accounts_contract_calls_idx', 'contracts_calls_idx')`.execute(
      db.kysely,
    );
    expect(indexes.rows).toEqual([{ name: 'contracts_calls_idx' }]);
    const options = await sql<{ name: string; options: string[] }>`
      SELECT relname AS name, reloptions AS options FROM pg_class
      WHERE relname IN ('accounts', 'address_daily', 'refresh_queue') ORDER BY relname`.execute(db.kysely);
    expect(options.rows).toEqual([
      { name: 'accounts', options: ['fillfactor=70'] },
      { name: 'address_daily', options: ['fillfactor=70'] },
      { name: 'refresh_queue', options: ['fillfactor=70'] },
    ]);
    // What every batch does to an account it touches: no indexed column changes, so the update is HOT.
    const hot = await db.kysely.transaction().execute(async (trx) => {
      await sql`UPDATE accounts SET tx_count = tx_count + 1, last_seen_block = 2 WHERE address = ${USER}`.execute(
        trx,
      );
      const stats = await sql<{ updated: number; hot: number }>`
        SELECT n_tup_upd::int AS updated, n_tup_hot_upd::int AS hot FROM pg_stat_xact_user_tables
        WHERE relname = 'accounts'`.execute(trx);
      return stats.rows[0];
    });
    expect(hot).toEqual({ updated: 1, hot: 1 });
  });
});
