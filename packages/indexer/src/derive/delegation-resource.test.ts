import { type Db, txHashBytes } from '@poxscan/db';
import type { Devnet } from '@poxscan/devnet';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { delegationDifferences } from '../audit/delegations.js';
import type { Indexer } from '../indexer.js';
import { auditText, indexedChain, quietDevnet, stopChain } from '../test/harness.js';
import { sendTransaction } from '../test/wallet.js';

// An ENERGY delegation, whose parameter the indexer leaves to raw_data: the reorg rollback and the
// audit, which read its resource, must decode it from there (BANDWIDTH is what a missing one means).
const DELEGATED = 10_000_000;

describe('the resource of a delegation whose parameter is left to raw_data', () => {
  let devnet: Devnet;
  let db: Db;
  let indexer: Indexer;
  let from: string;
  let to: string;
  let txId: string;
  const delegations = () =>
    db.kysely
      .selectFrom('delegations')
      .selectAll()
      .orderBy('from_address')
      .orderBy('to_address')
      .orderBy('resource')
      .execute();
  const audited = async () => (await auditText(db, devnet, 5)).filter((d) => d.startsWith('delegation '));

  beforeAll(async () => {
    devnet = await quietDevnet('off');
    const [owner, receiver] = devnet.keys.accounts;
    from = owner!.base58;
    to = receiver!.base58;
    await sendTransaction(devnet.url, 'freezebalancev2', owner!, {
      frozen_balance: 5 * DELEGATED,
      resource: 'ENERGY',
    });
    await devnet.hooks.produceBlocks(1);
    txId = await sendTransaction(devnet.url, 'delegateresource', owner!, {
      receiver_address: to,
      balance: DELEGATED,
      resource: 'ENERGY',
    });
    await devnet.hooks.produceBlocks(1);
    ({ db, indexer } = await indexedChain(devnet));
  });
  afterAll(() => stopChain(indexer, db, devnet));

  it('is indexed with the parameter NULL and counted as ENERGY', async () => {
    const row = await db.kysely
      .selectFrom('transactions')
      .select(['contract_type', 'parameter', sql<boolean>`raw_data IS NOT NULL`.as('has_raw_data')])
      .where('hash', '=', txHashBytes(txId))
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ contract_type: 57, parameter: null, has_raw_data: true });
    expect(await delegations()).toEqual([
      { from_address: from, to_address: to, resource: 'ENERGY', amount: String(DELEGATED) },
    ]);
  });

  it('is taken back as ENERGY when its block is orphaned', async () => {
    const orphan = devnet.chain.head.blockID;
    const reorgs = await db.kysely.selectFrom('reorgs').select('id').execute();
    // The new branch includes the delegation again: delegations stay as they were only if the rollback
    // took it out of the ENERGY row.
    await devnet.hooks.fork(1);
    await indexer.settled();
    expect(await db.kysely.selectFrom('blocks').select('num').where('hash', '=', orphan).execute()).toEqual(
      [],
    );
    expect(await db.kysely.selectFrom('reorgs').select('id').execute()).toHaveLength(reorgs.length + 1);
    expect(await delegations()).toEqual([
      { from_address: from, to_address: to, resource: 'ENERGY', amount: String(DELEGATED) },
    ]);
  });

  it('is recomputed by the audit as ENERGY: no difference on a consistent database', async () => {
    expect(await auditText(db, devnet, 5)).toEqual([]);
  });

  it('is recomputed by the audit as ENERGY: a changed, a missing and a stray delegation found', async () => {
    await sql`UPDATE delegations SET amount = amount + 1 WHERE resource = 'ENERGY'`.execute(db.kysely);
    expect(await audited()).toEqual([
      `delegation ${from} ${to} ENERGY amount: ${DELEGATED + 1} != ${DELEGATED}`,
    ]);
    await sql`DELETE FROM delegations`.execute(db.kysely);
    await sql`INSERT INTO delegations VALUES (${to}, ${from}, 'BANDWIDTH', 5)`.execute(db.kysely);
    const found = await audited();
    expect(found).toHaveLength(2);
    expect(found).toEqual(
      expect.arrayContaining([
        `delegation ${from} ${to} ENERGY amount: null != ${DELEGATED}`,
        `delegation ${to} ${from} BANDWIDTH amount: 5 != null`,
      ]),
    );
    expect(await delegationDifferences(db, 1)).toHaveLength(1);
  });
});
