import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './database.js';
import { bothEngines } from './engines.test-util.js';
import { loadMigrations } from './migrate.js';
import type { Db } from './open.js';

// The schema of a database indexed before token_hourly: 0001–0018.
const LAST_BEFORE = 18;
const HOUR = 3_600_000;
const HEAD = Date.UTC(2026, 0, 10, 12, 30);
const TOKEN = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const A = 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8';

/** A transaction's hash as every writer stores it: 64 hex digits (0031 turns them into bytes). */
const txHash = (n: number) => `${n}`.padStart(64, '0');

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

/** Block n at `time` with one transaction (seq n) carrying `transfers` transfers of the token. */
async function block(kysely: Kysely<Database>, n: number, time: number, transfers: number) {
  const at = new Date(time).toISOString();
  await sql`INSERT INTO blocks (num, hash, parent_hash, block_time, witness_address, tx_trie_root, version, size,
      tx_count, transfer_count, internal_tx_count, event_count, energy_used, net_used, fee, reward)
    VALUES (${n}, ${`b${n}`}, ${`b${n - 1}`}, ${at}, ${A}, '', 1, 1, 1, ${transfers}, 0, 0, 0, 0, 0, 0)`.execute(
    kysely,
  );
  await sql`INSERT INTO transactions (seq, hash, block_num, idx, block_time, contract_type, owner_address, amount, fee,
      energy_usage, energy_fee, net_usage, net_fee, success, result, signatures, parameter)
    VALUES (${n}, ${txHash(n)}, ${n}, 0, ${at}, 31, ${A}, 0, 0, 0, 0, 0, 0, true, 'SUCCESS', '[]', '{}')`.execute(
    kysely,
  );
  for (let i = 0; i < transfers; i++) {
    await sql`INSERT INTO transfers (seq, tx_seq, tx_hash, block_num, block_time, standard, token_id, from_address,
        to_address, amount, source)
      VALUES (${n * 100 + i}, ${n}, ${txHash(n)}, ${n}, ${at}, 'PRC20', ${TOKEN}, ${A}, ${A}, 1, 'log')`.execute(
      kysely,
    );
  }
}

const engines = bothEngines('hourly');

describe.each(engines)('the token activity migration on an indexed database (%s)', (_engine, open) => {
  let db: Db;
  beforeAll(async () => {
    db = await open();
    await migrateTo(db.kysely, LAST_BEFORE);
    await block(db.kysely, 1, HEAD - 30 * HOUR, 4);
    await block(db.kysely, 2, HEAD - 2 * HOUR, 2);
    await block(db.kysely, 3, HEAD - 2 * HOUR + 3000, 1);
    await block(db.kysely, 4, HEAD, 3);
    await db.migrate();
  });
  afterAll(async () => {
    await db?.close();
  });

  it("fills token_hourly with the transfers of the newest 25 hours' blocks only", async () => {
    const rows = await db.kysely
      .selectFrom('token_hourly')
      .select(['token_id', 'hour', 'transfers'])
      .orderBy('hour')
      .execute();
    expect(rows.map((r) => [r.token_id, r.hour.toISOString(), r.transfers])).toEqual([
      [TOKEN, new Date(HEAD - 2 * HOUR - HOUR / 2).toISOString(), 3],
      [TOKEN, new Date(HEAD - HOUR / 2).toISOString(), 3],
    ]);
  });
});
