import type { Db } from '@poxscan/db';
import type { Devnet } from '@poxscan/devnet';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Indexer } from '../indexer.js';
import { auditText, indexedChain, quietDevnet, stopChain } from '../test/harness.js';

/** Each PRC721 collection's kept count beside its rows in nft_owners. */
async function counts(db: Db) {
  const { rows } = await sql<{ id: string; nft_count: number; live: number }>`
    SELECT t.id, t.nft_count, (SELECT count(*) FROM nft_owners o WHERE o.token_id = t.id)::int AS live
    FROM tokens t WHERE t.standard = 'PRC721' ORDER BY t.id`.execute(db.kysely);
  return rows;
}

describe('a PRC721 collection’s live token IDs', () => {
  let devnet: Devnet;
  let db: Db;
  let indexer: Indexer;

  beforeAll(async () => {
    devnet = await quietDevnet('high');
    await devnet.hooks.produceBlocks(40);
    ({ db, indexer } = await indexedChain(devnet));
  });
  afterAll(() => stopChain(indexer, db, devnet));

  it('are counted as owners are settled, and a reorg takes its share back', async () => {
    const before = await counts(db);
    expect(before.length).toBe(1);
    expect(before[0]!.live).toBeGreaterThan(0);
    expect(before[0]!.nft_count).toBe(before[0]!.live);
    await devnet.hooks.fork(4);
    await devnet.hooks.produceBlocks(6);
    await indexer.settled();
    const after = await counts(db);
    expect(after[0]!.nft_count).toBe(after[0]!.live);
  }, 120_000);

  it('are checked by the audit: none reported on the devnet, a wrong count reported', async () => {
    expect(await auditText(db, devnet, 1000)).toEqual([]);
    const [collection] = await counts(db);
    const { id, live } = collection!;
    await db.kysely
      .updateTable('tokens')
      .set({ nft_count: live + 1 })
      .where('id', '=', id)
      .execute();
    expect(await auditText(db, devnet, 1000)).toEqual([`collection ${id} nft_count: ${live + 1} != ${live}`]);
  }, 120_000);
});
