import type { Db } from '@poxscan/db';
import type { Devnet } from '@poxscan/devnet';
import { toHexAddress } from '@poxscan/protocol';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { base58, ZERO_ADDRESS } from './decode/addresses.js';
import { rollbackTo } from './derive/rollback.js';
import type { Indexer } from './indexer.js';
import { NodeClient } from './node/client.js';
import { auditText, freshDatabase, indexerFor, quietDevnet, stopPostgres } from './test/harness.js';
import { snapshot } from './test/snapshot.js';

const word = (n: number) => n.toString(16).padStart(64, '0');

/** Every token ID the collection ever minted, with ownerOf as the node answers it now. */
async function nodeOwners(node: NodeClient, contract: string): Promise<Map<string, string>> {
  const supply = await node.constantCall(toHexAddress(contract), 'totalSupply()');
  const minted = Number(BigInt(`0x${supply.constant_result![0]}`));
  const owners = new Map<string, string>();
  for (let id = 1; id <= minted; id++) {
    const reply = await node.constantCall(toHexAddress(contract), 'ownerOf(uint256)', word(id));
    owners.set(String(id), base58(`41${reply.constant_result![0]!.slice(24)}`));
  }
  return owners;
}

async function dbOwners(db: Db): Promise<Map<string, string>> {
  const rows = await db.kysely.selectFrom('nft_owners').select(['nft_id', 'owner_address']).execute();
  return new Map(rows.map((r) => [r.nft_id, r.owner_address]));
}

/** nft_owners recomputed in bulk from the transfers that remain: the newest one of each token ID. */
async function ownersFromTransfers(db: Db): Promise<Map<string, string>> {
  const { rows } = await sql<{ nft_id: string; to_address: string }>`
    SELECT nft_id::text AS nft_id, to_address FROM (
      SELECT DISTINCT ON (token_id, nft_id) nft_id, to_address FROM transfers
      WHERE nft_id IS NOT NULL ORDER BY token_id, nft_id, seq DESC
    ) n WHERE to_address <> ${ZERO_ADDRESS}`.execute(db.kysely);
  return new Map(rows.map((r) => [r.nft_id, r.to_address]));
}

describe('PRC721 ownership from Transfer logs', () => {
  let devnet: Devnet;
  let db: Db;
  let indexer: Indexer | undefined;
  let contract: string;
  let node: NodeClient;

  beforeAll(async () => {
    devnet = await quietDevnet('high');
    node = new NodeClient({ fullnodeUrl: devnet.url });
    db = await freshDatabase('PGlite');
    await db.migrate();
    // Enough blocks for the collection to mint, move and burn.
    for (let i = 0; i < 30; i++) {
      await devnet.hooks.produceBlocks(10);
      indexer ??= await indexerFor(db, devnet);
      await indexer.settled();
      const burns = await sql<{ n: number }>`SELECT count(*)::int AS n FROM transfers
        WHERE nft_id IS NOT NULL AND to_address = ${ZERO_ADDRESS}`.execute(db.kysely);
      if (burns.rows[0]!.n >= 2) break;
    }
    contract = (
      await db.kysely
        .selectFrom('tokens')
        .select('id')
        .where('standard', '=', 'PRC721')
        .executeTakeFirstOrThrow()
    ).id;
  }, 600_000);
  afterAll(async () => {
    await indexer?.stop();
    await db?.close();
    await devnet?.stop();
    await stopPostgres();
  });

  it('names the owner ownerOf names for every token ID, and keeps no row for burnt ones', async () => {
    const truth = await nodeOwners(node, contract);
    const burnt = [...truth].filter(([, owner]) => owner === ZERO_ADDRESS).map(([id]) => id);
    expect(burnt.length).toBeGreaterThanOrEqual(2);
    const owned = new Map([...truth].filter(([, owner]) => owner !== ZERO_ADDRESS));
    expect(await dbOwners(db)).toEqual(owned);
  }, 120_000);

  it('rolls ownership back with the transfers, and reapplying restores it exactly', async () => {
    await indexer!.stop();
    indexer = undefined;
    const before = await snapshot(db);
    const ownersBefore = await dbOwners(db);
    // The block of the fifth-newest NFT transfer: the rollback undoes at least five of them.
    const fifth = await sql<{ block_num: number }>`SELECT t.block_num FROM transfers f
      JOIN transactions t ON t.seq = f.tx_seq WHERE f.nft_id IS NOT NULL ORDER BY f.seq DESC OFFSET 4 LIMIT 1`.execute(
      db.kysely,
    );
    const fork = fifth.rows[0]!.block_num;
    await db.kysely.transaction().execute((trx) => rollbackTo(trx, fork));
    const rolledBack = await dbOwners(db);
    expect(rolledBack).toEqual(await ownersFromTransfers(db));
    expect(rolledBack).not.toEqual(ownersBefore);
    const last = await sql<{ n: number }>`SELECT count(*)::int AS n FROM nft_owners
      WHERE last_block_num >= ${fork}`.execute(db.kysely);
    expect(last.rows[0]!.n).toBe(0);

    indexer = await indexerFor(db, devnet);
    await indexer.settled();
    expect((await snapshot(db)).nft_owners).toEqual(before.nft_owners);
  }, 300_000);

  it('follows a fork of the node and agrees with ownerOf (audit)', async () => {
    await devnet.hooks.fork(5);
    await devnet.hooks.produceBlocks(2);
    await indexer!.settled();
    const truth = new Map([...(await nodeOwners(node, contract))].filter(([, o]) => o !== ZERO_ADDRESS));
    expect(await dbOwners(db)).toEqual(truth);
    expect(await auditText(db, devnet, 1000)).toEqual([]);
  }, 300_000);

  it('audit reports an owner that differs from ownerOf', async () => {
    const row = await db.kysely.selectFrom('nft_owners').selectAll().limit(1).executeTakeFirstOrThrow();
    const stranger = base58(`41${'11'.repeat(20)}`);
    await db.kysely
      .updateTable('nft_owners')
      .set({ owner_address: stranger })
      .where('token_id', '=', row.token_id)
      .where('nft_id', '=', row.nft_id)
      .execute();
    expect(await auditText(db, devnet, 1000)).toContain(
      `nft ${row.token_id} ${row.nft_id} owner: ${stranger} != ${row.owner_address}`,
    );
  }, 120_000);
});
