import type { Db } from '@poxscan/db';
import { callContract, type Devnet, deployBytecode } from '@poxscan/devnet';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { AbiCache } from '../decode/context.js';
import { NodeClient } from '../node/client.js';
import { decodeBlocks, downloadBlocks } from '../sync/fetch.js';
import { freshDatabase, quietDevnet } from '../test/harness.js';
import { writeBatch } from '../write/batch.js';
import { rollbackTo } from './rollback.js';

/** The contract list by balance against its total, and the accounts counter against the rows. */
async function tallies(on: Db) {
  const { rows } = await sql<{ listed: number; contracts: number; accounts: number; counted: number }>`
    SELECT (SELECT count(*) FROM contracts c JOIN accounts a USING (address) WHERE a.kind = 'contract')::int AS listed,
      (SELECT count(*) FROM contracts)::int AS contracts, (SELECT count(*) FROM accounts)::int AS accounts,
      (SELECT value FROM counters WHERE name = 'accounts')::int AS counted`.execute(on.kysely);
  return rows[0]!;
}

let devnet: Devnet;
let db: Db;
beforeAll(async () => {
  devnet = await quietDevnet('high');
  await devnet.hooks.produceBlocks(24);
  db = await freshDatabase('PGlite');
  await db.migrate();
}, 120_000);
afterAll(async () => {
  await db?.close();
  await devnet?.stop();
});

it('marks the accounts of the contracts a batch creates as contracts before any node read', async () => {
  const node = new NodeClient({ fullnodeUrl: devnet.url });
  const context = { node, abis: new AbiCache(node), pay: async () => ({ witness: 16n, standby: 160n }) };
  const blocks = await decodeBlocks(context, await downloadBlocks(context, 0, 25));
  const created = blocks.flatMap((b) => b.txs.flatMap((t) => t.contractsCreated.map((c) => c.address)));
  expect(created.length).toBeGreaterThan(0);
  await db.kysely
    .transaction()
    .execute((trx) => writeBatch(trx, blocks, { blockNum: -1, blockHash: '', seqs: { tx: 0, transfer: 0 } }));
  const accounts = await db.kysely
    .selectFrom('accounts')
    .select(['address', 'kind'])
    .where('address', 'in', created)
    .execute();
  expect(accounts.map((a) => a.kind)).toEqual(created.map(() => 'contract'));
  // What the contract list by balance reads: every contract, as its total counts them.
  expect(await tallies(db)).toMatchObject({ listed: created.length, contracts: created.length });
}, 120_000);

// A factory assembled by hand: each call CREATEs a child from 10 bytes of init code (PUSH10) that
// return the child's code, one STOP; the factory's init code returns its 23-byte runtime.
const FACTORY_RUNTIME = '69600060005360016000f3600052600a60166000f05000';
const FACTORY = `6017600c60003960176000f3${FACTORY_RUNTIME}`;

it('gives a contract made inside another contract, and never touched after, its account row', async () => {
  const factory = await deployBytecode(devnet, FACTORY, 'Factory');
  await callContract(devnet, factory.address, '');

  const node = new NodeClient({ fullnodeUrl: devnet.url });
  const context = { node, abis: new AbiCache(node), pay: async () => ({ witness: 16n, standby: 160n }) };
  const head = (await node.head()).number;
  const blocks = await decodeBlocks(context, await downloadBlocks(context, 0, head + 1));
  // Made inside the factory's call: not the call's recipient, which is the factory.
  const made = blocks.flatMap((b) =>
    b.txs.flatMap((t) =>
      t.contractsCreated.filter((c) => c.address !== t.row.to).map((c) => ({ ...c, block: b.block.num })),
    ),
  );
  expect(made).toEqual([{ address: expect.stringMatching(/^T/), creator: factory.address, block: head }]);
  const fresh = await freshDatabase('PGlite');
  try {
    await fresh.migrate();
    await fresh.kysely
      .transaction()
      .execute((trx) =>
        writeBatch(trx, blocks, { blockNum: -1, blockHash: '', seqs: { tx: 0, transfer: 0 } }),
      );
    const account = await fresh.kysely
      .selectFrom('accounts')
      .select(['kind', 'tx_count', 'first_seen_block'])
      .where('address', '=', made[0]!.address)
      .executeTakeFirst();
    expect(account).toEqual({ kind: 'contract', tx_count: 0, first_seen_block: head });
    const written = await tallies(fresh);
    expect(written.listed).toBe(written.contracts);
    expect(written.counted).toBe(written.accounts);
    // Rolled back with the block that made it, as the node forgets it.
    await fresh.kysely.transaction().execute((trx) => rollbackTo(trx, head));
    const gone = await fresh.kysely
      .selectFrom('accounts')
      .select('address')
      .where('address', '=', made[0]!.address)
      .executeTakeFirst();
    expect(gone).toBeUndefined();
    const rolledBack = await tallies(fresh);
    expect(rolledBack).toMatchObject({ contracts: written.contracts - 1, listed: written.contracts - 1 });
    expect(rolledBack.counted).toBe(rolledBack.accounts);
  } finally {
    await fresh.close();
  }
}, 120_000);
