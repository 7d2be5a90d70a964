import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './database.js';
import { bothEngines } from './engines.test-util.js';
import { migrateOver } from './migrate-before.test-util.js';
import type { Db } from './open.js';
import { indexDefinitions, indexPlan, indexSizes } from './plan.test-util.js';

// Migration 0044 on a database the previous schema wrote: token_holders keyed address first, without
// token_holders_address_idx. Every holding survives; an account's holdings and a token's holders
// are still read from an index, in the order their readers want, and an upsert still finds its row.
const BEFORE = 44;
const TOKENS = 40;
const ADDRESSES = 300;
const address = (n: number) => `T${String(n).padStart(33, '0')}`;
const token = (n: number) => `T${String(n).padStart(33, 'Z')}`;

const engines = bothEngines('holders_key');

/** Address a holds token t when (a + t) % 3 = 0, a balance of a * t + 1. */
async function write(db: Kysely<Database>): Promise<void> {
  await sql`INSERT INTO tokens (id, standard)
    SELECT 'T' || lpad(t::text, 33, 'Z'), 'PRC20' FROM generate_series(1, ${TOKENS}) t`.execute(db);
  await sql`INSERT INTO token_holders (token_id, address, balance)
    SELECT 'T' || lpad(t::text, 33, 'Z'), 'T' || lpad(a::text, 33, '0'), a * t + 1
    FROM generate_series(1, ${TOKENS}) t, generate_series(1, ${ADDRESSES}) a WHERE (a + t) % 3 = 0`.execute(
    db,
  );
}

const holdings = async (db: Kysely<Database>) => {
  const { rows } = await sql<{ token_id: string; address: string; balance: string }>`
    SELECT token_id, address, balance::text AS balance FROM token_holders ORDER BY token_id, address`.execute(
    db,
  );
  return rows;
};

describe.each(engines)('migration 0044 on a database of the previous schema (%s)', (_engine, open) => {
  let db: Db;
  let before: Record<string, number>;
  let rows: Awaited<ReturnType<typeof holdings>>;
  beforeAll(async () => {
    db = await open();
    before = await migrateOver(
      db.kysely,
      BEFORE,
      async (k) => {
        await write(k);
        rows = await holdings(k);
      },
      ['token_holders_pkey', 'token_holders_address_idx'],
    );
  }, 120_000);
  afterAll(async () => {
    await db?.close();
  });

  it('keeps every holding under a key that starts with the address, and drops the address index', async () => {
    expect(rows).toHaveLength((TOKENS * ADDRESSES) / 3);
    expect(await holdings(db.kysely)).toEqual(rows);
    expect(await indexDefinitions(db.kysely, ['token_holders_pkey', 'token_holders_address_idx'])).toEqual({
      token_holders_pkey: 'token_holders USING btree (address, token_id)',
    });
    const after = await indexSizes(db.kysely, ['token_holders_pkey']);
    expect(after.token_holders_pkey!).toBeLessThan(
      before.token_holders_pkey! + before.token_holders_address_idx! * 0.5,
    );
  });

  it('reads an account’s holdings from the key and a token’s holders by rank from an index', async () => {
    const account = await indexPlan(
      db.kysely,
      `SELECT token_id, balance FROM token_holders WHERE address = '${address(30)}' ORDER BY token_id LIMIT 1000`,
    );
    expect(account).toMatch(/Index (Only )?Scan (using|on) token_holders_pkey/);
    const ranked = await indexPlan(
      db.kysely,
      `SELECT address, balance FROM token_holders WHERE token_id = '${token(7)}' ORDER BY balance DESC, address LIMIT 20`,
    );
    expect(ranked).toMatch(/Index (Only )?Scan using token_holders_rank_idx/);
    expect(ranked).not.toContain('Sort');
    const { rows: top } = await sql<{ address: string }>`
      SELECT address FROM token_holders WHERE token_id = ${token(7)} ORDER BY balance DESC, address LIMIT 2`.execute(
      db.kysely,
    );
    expect(top.map((r) => r.address)).toEqual([address(299), address(296)]);
  });

  it('upserts a holding on its key', async () => {
    await sql`INSERT INTO token_holders (token_id, address, balance) VALUES (${token(7)}, ${address(2)}, 5)
      ON CONFLICT (token_id, address) DO UPDATE SET balance = token_holders.balance + EXCLUDED.balance`.execute(
      db.kysely,
    );
    const { rows: one } = await sql<{ balance: string }>`
      SELECT balance::text AS balance FROM token_holders WHERE token_id = ${token(7)} AND address = ${address(2)}`.execute(
      db.kysely,
    );
    expect(one).toEqual([{ balance: '20' }]);
  });
});
