import { type Db, openDatabase } from '@poxscan/db';
import { toHexAddress } from '@poxscan/protocol';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditConsistency } from '../audit/consistency.js';
import { Differences } from '../audit/report.js';
import { applyWitnessBlocks } from '../derive/apply.js';
import { accountState } from './account-state.js';
import { writeAccounts } from './accounts.js';
import { writeWitnesses } from './witnesses.js';

// witnesses.name is accounts.name kept beside the SR's row (0048): every writer of either keeps them equal.
const SR = 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8';
const NAMED = 'TAyMkALWzxyTZKp7yDTmRtM5Dcip7oA1vP';
const PRODUCER = 'TVj7RNVHy6thbM7BWdSe9G6gXwKhjhdNZS';
const hex = (text: string) => Buffer.from(text).toString('hex');

let db: Db;

beforeAll(async () => {
  db = await openDatabase();
  await db.migrate();
  const at = new Date();
  await db.kysely
    .insertInto('accounts')
    .values(
      [SR, NAMED, PRODUCER].map((address) => ({
        address,
        first_seen_block: 1,
        first_seen_at: at,
        last_seen_block: 1,
        last_seen_at: at,
        name: address === SR ? null : `${address.slice(0, 4)} Node`,
      })),
    )
    .execute();
});
afterAll(() => db?.close());

const names = async () =>
  Object.fromEntries(
    (await db.kysely.selectFrom('witnesses').select(['address', 'name']).execute()).map((w) => [
      w.address,
      w.name,
    ]),
  );

const witness = (address: string) => ({
  json: { address: toHexAddress(address), url: `https://${address.slice(0, 6)}.example`, voteCount: 1 },
  address,
  nowVotes: null,
  brokerage: 20,
  reward: 0n,
});

describe('an SR name beside its row', () => {
  it('comes from the account when the SR is listed, and follows the account when it is named', async () => {
    await db.kysely.transaction().execute((trx) => writeWitnesses(trx, [witness(SR), witness(NAMED)]));
    expect(await names()).toEqual({ [SR]: null, [NAMED]: 'TAyM Node' });

    const named = accountState(
      SR,
      { address: toHexAddress(SR), account_name: hex('Pox Foundry') },
      {},
      Date.now(),
    );
    await db.kysely
      .transaction()
      .execute((trx) => writeAccounts(trx, { states: [named], totals: undefined }));
    expect(await names()).toMatchObject({ [SR]: 'Pox Foundry', [NAMED]: 'TAyM Node' });
  });

  it('comes from the account when a block names a producer not listed yet', async () => {
    await db.kysely.transaction().execute((trx) => applyWitnessBlocks(trx, new Map([[PRODUCER, 2]]), 1));
    expect(await names()).toMatchObject({ [PRODUCER]: 'TVj7 Node' });
  });

  it('is audited against the account', async () => {
    const names = async () => {
      const diff = new Differences();
      await auditConsistency(db, diff);
      return diff.list.filter((d) => d.kind === 'witness_name');
    };
    expect(await names()).toEqual([]);
    await sql`UPDATE witnesses SET name = 'Stale' WHERE address = ${SR}`.execute(db.kysely);
    expect(await names()).toEqual([
      { kind: 'witness_name', key: SR, field: 'name', database: 'Stale', expected: 'Pox Foundry' },
    ]);
  });
});
