import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { migrateBefore } from './migrate-before.test-util.js';
import { type Db, openDatabase } from './open.js';

const NAMED = 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8';
const NAMELESS = 'TAyMkALWzxyTZKp7yDTmRtM5Dcip7oA1vP';
const VOTER = 'TVj7RNVHy6thbM7BWdSe9G6gXwKhjhdNZS';

describe('migration 0048: an SR name beside its row', () => {
  let db: Db | undefined;
  afterEach(() => db?.close());

  it("copies each SR account's name, and no other account's", async () => {
    db = await openDatabase();
    await migrateBefore(db.kysely, 48);
    for (const [address, name] of [
      [NAMED, 'Pox Foundry'],
      [NAMELESS, null],
      [VOTER, 'Just Voting'],
    ])
      await sql`INSERT INTO accounts (address, first_seen_block, first_seen_at, last_seen_block, last_seen_at, name)
        VALUES (${address}, 1, now(), 1, now(), ${name})`.execute(db.kysely);
    await sql`INSERT INTO witnesses (address, url) VALUES (${NAMED}, 'https://a.example'), (${NAMELESS}, 'https://b.example')`.execute(
      db.kysely,
    );
    await db.migrate();
    const rows = await db.kysely
      .selectFrom('witnesses')
      .select(['address', 'name'])
      .orderBy('address')
      .execute();
    expect(rows).toEqual([
      { address: NAMELESS, name: null },
      { address: NAMED, name: 'Pox Foundry' },
    ]);
  });
});
