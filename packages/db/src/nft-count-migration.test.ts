import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { migrateBefore } from './migrate-before.test-util.js';
import { type Db, openDatabase } from './open.js';

const PUNKS = 'TAyMkALWzxyTZKp7yDTmRtM5Dcip7oA1vP';
const A = 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8';

describe('migration 0028: live token IDs per collection', () => {
  let db: Db | undefined;
  afterEach(() => db?.close());

  it("counts each collection's rows in nft_owners", async () => {
    db = await openDatabase();
    await migrateBefore(db.kysely, 28);
    await sql`INSERT INTO tokens (id, standard) VALUES (${PUNKS}, 'PRC721'), (${A}, 'PRC20')`.execute(
      db.kysely,
    );
    for (const id of [1, 2, 5])
      await sql`INSERT INTO nft_owners (token_id, nft_id, owner_address, last_seq, last_tx_hash, last_block_num,
          last_block_time) VALUES (${PUNKS}, ${id}, ${A}, ${id}, 'h', 1, now())`.execute(db.kysely);
    await db.migrate();
    const rows = await db.kysely
      .selectFrom('tokens')
      .select(['id', 'nft_count'])
      .where('id', '!=', '_')
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { id: PUNKS, nft_count: 3 },
      { id: A, nft_count: 0 },
    ]);
  });
});
