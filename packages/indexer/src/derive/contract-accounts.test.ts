import type { Db } from '@poxscan/db';
import type { Devnet } from '@poxscan/devnet';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { AbiCache } from '../decode/context.js';
import { NodeClient } from '../node/client.js';
import { decodeBlocks, downloadBlocks } from '../sync/fetch.js';
import { freshDatabase, quietDevnet } from '../test/harness.js';
import { writeBatch } from '../write/batch.js';

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
  const listed = await db.kysely
    .selectFrom('contracts as c')
    .innerJoin('accounts as a', 'a.address', 'c.address')
    .where('a.kind', '=', 'contract')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  expect(Number(listed.n)).toBe(created.length);
}, 120_000);
