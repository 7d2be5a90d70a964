import type { Db } from '@poxscan/db';
import type { Devnet } from '@poxscan/devnet';
import { toHexAddress } from '@poxscan/protocol';
import { type RawBuilder, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Indexer } from '../indexer.js';
import { NodeClient } from '../node/client.js';
import { freshDatabase, indexerFor, quietDevnet } from '../test/harness.js';
import { calledTokensStatement } from './drift.js';
import { driftCandidatesStatement } from './holders.js';

/** The collection's totalSupply() as the node answers it now. */
async function chainSupply(node: NodeClient, contract: string): Promise<string> {
  const reply = await node.constantCall(toHexAddress(contract), 'totalSupply()');
  return BigInt(`0x${reply.constant_result![0]}`).toString();
}

describe('a PRC721 collection’s supply', () => {
  let devnet: Devnet;
  let db: Db;
  let indexer: Indexer;
  let node: NodeClient;
  let contract: string;

  const stored = async () =>
    (
      await db.kysely
        .selectFrom('tokens')
        .select('total_supply')
        .where('id', '=', contract)
        .executeTakeFirstOrThrow()
    ).total_supply;

  beforeAll(async () => {
    devnet = await quietDevnet('high');
    node = new NodeClient({ fullnodeUrl: devnet.url });
    await devnet.hooks.produceBlocks(40);
    db = await freshDatabase('PGlite');
    indexer = await indexerFor(db, devnet, { driftEveryMs: 200 });
    await indexer.settled();
    contract = (
      await db.kysely
        .selectFrom('tokens')
        .select('id')
        .where('standard', '=', 'PRC721')
        .executeTakeFirstOrThrow()
    ).id;
  }, 120_000);
  afterAll(async () => {
    await indexer?.stop();
    await db?.close();
    await devnet?.stop();
  });

  it('follows totalSupply() as the collection mints', async () => {
    const before = await chainSupply(node, contract);
    // Enough blocks for more mints (the minter mints whenever fewer than five exist, else at times).
    for (let i = 0; i < 10 && (await chainSupply(node, contract)) === before; i++)
      await devnet.hooks.produceBlocks(10);
    const after = await chainSupply(node, contract);
    expect(BigInt(after)).toBeGreaterThan(BigInt(before));
    await indexer.settled();
    await expect.poll(stored, { timeout: 30_000 }).toBe(after);
  }, 120_000);

  it('is read again while the collection is called, even when no new transfer asks for it', async () => {
    // A supply read before the latest mints, as a busy indexer may have kept it.
    const truth = await chainSupply(node, contract);
    await db.kysely.updateTable('tokens').set({ total_supply: '1' }).where('id', '=', contract).execute();
    await expect.poll(stored, { timeout: 30_000 }).toBe(truth);
  }, 60_000);

  // Both run under the indexer's write lock: a scan of every transaction there holds up the indexing.
  const planOf = (statement: RawBuilder<unknown>) =>
    db.kysely.transaction().execute(async (trx) => {
      // Sequential scans priced out: one left on a table means no index serves the read.
      await sql`SET LOCAL enable_seqscan = off`.execute(trx);
      const { rows } = await sql<{ 'QUERY PLAN': string }>`EXPLAIN ${statement}`.execute(trx);
      return rows.map((r) => r['QUERY PLAN']).join('\n');
    });

  it('is checked against recent transactions found by seq, with no scan of every transaction', async () => {
    for (const statement of [calledTokensStatement(10), driftCandidatesStatement(contract)]) {
      const plan = await planOf(statement);
      expect(plan).toContain('transactions_pkey');
      expect(plan).not.toMatch(/Seq Scan on (transactions|blocks)\b/);
    }
  });
});
