import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { bothEngines } from './engines.test-util.js';
import { migrateBefore } from './migrate-before.test-util.js';
import type { Db } from './open.js';

// Migration 0036 on a database the previous schema wrote from genesis: block 0 had been counted as a
// block produced by its witness_address, the zero address, which became an SR candidate.
const BEFORE = 36;
const ZERO = 'T9yD14Nj9j7xAB4dbGeiX9h8unkKHxuWwb';
const SR = 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8';

const engines = bothEngines('genesis_producer');

/** Blocks `first`, `first + 1` … produced by these addresses. */
async function chain(db: Db, producers: string[], first = 0): Promise<void> {
  for (const [i, witness] of producers.entries()) {
    const num = first + i;
    await sql`INSERT INTO blocks (num, hash, parent_hash, block_time, witness_address, tx_trie_root, version, size,
        tx_count, transfer_count, internal_tx_count, event_count, energy_used, net_used, fee, reward, last_tx_seq)
      VALUES (${num}, ${String(num).padStart(64, '0')}, '', now(), ${witness}, '', 30, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)`.execute(
      db.kysely,
    );
  }
}

const witnesses = (db: Db) =>
  db.kysely.selectFrom('witnesses').select(['address', 'blocks_indexed']).orderBy('address').execute();

describe.each(engines)('migration 0036: the genesis block produced by no witness (%s)', (_engine, open) => {
  let db: Db | undefined;
  afterEach(() => db?.close());

  it("removes the genesis witness_address that the node never listed, and keeps the SRs' counts", async () => {
    db = await open();
    await migrateBefore(db.kysely, BEFORE);
    await chain(db, [ZERO, SR, SR]);
    await sql`INSERT INTO witnesses (address, blocks_indexed, url, refreshed_at)
      VALUES (${ZERO}, 1, NULL, NULL), (${SR}, 2, 'https://sr.example', now())`.execute(db.kysely);
    await db.migrate();
    expect(await witnesses(db)).toEqual([{ address: SR, blocks_indexed: 2 }]);
  });

  it('keeps a genesis witness_address that the node lists as a witness, one block fewer', async () => {
    db = await open();
    await migrateBefore(db.kysely, BEFORE);
    await chain(db, [SR, SR]);
    await sql`INSERT INTO witnesses (address, blocks_indexed, url, refreshed_at)
      VALUES (${SR}, 2, 'https://sr.example', now())`.execute(db.kysely);
    await db.migrate();
    expect(await witnesses(db)).toEqual([{ address: SR, blocks_indexed: 1 }]);
  });

  it('leaves a database that starts after genesis as it was', async () => {
    db = await open();
    await migrateBefore(db.kysely, BEFORE);
    await chain(db, [ZERO], 500);
    await sql`INSERT INTO witnesses (address, blocks_indexed) VALUES (${ZERO}, 1)`.execute(db.kysely);
    await db.migrate();
    expect(await witnesses(db)).toEqual([{ address: ZERO, blocks_indexed: 1 }]);
  });
});
