import { type Db, txHashBytes, txHashHex } from '@poxscan/db';
import type { Devnet } from '@poxscan/devnet';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditText, freshDatabase, indexerFor, quietDevnet } from '../test/harness.js';

describe('audit', () => {
  let devnet: Devnet;
  let db: Db;

  beforeAll(async () => {
    devnet = await quietDevnet('low');
    await devnet.hooks.produceBlocks(12);
    db = await freshDatabase('PGlite');
    const indexer = await indexerFor(db, devnet);
    await indexer.settled();
    await indexer.stop();
  });
  afterAll(async () => {
    await db?.close();
    await devnet?.stop();
  });

  it('finds nothing on a faithful database', async () => {
    expect(await auditText(db, devnet, 1000)).toEqual([]);
  });

  it('reports each corrupted value, against the node or against the rows it derives from', async () => {
    const account = await db.kysely
      .selectFrom('accounts')
      .select('address')
      .where('balance', '>', '0')
      .executeTakeFirstOrThrow();
    const holder = await sql<{ token_id: string; address: string }>`
      SELECT h.token_id, h.address FROM token_holders h JOIN tokens t ON t.id = h.token_id WHERE t.standard = 'PRC20' LIMIT 1`.execute(
      db.kysely,
    );
    const { token_id, address } = holder.rows[0]!;
    const tx = await db.kysely
      .selectFrom('transactions')
      .select([txHashHex('hash').as('hash'), 'block_num'])
      .where('contract_type', '=', 1)
      .executeTakeFirstOrThrow();
    await db.kysely
      .updateTable('accounts')
      .set({ balance: sql`balance + 1` })
      .where('address', '=', account.address)
      .execute();
    await db.kysely
      .updateTable('token_holders')
      .set({ balance: sql`balance + 5` })
      .where('token_id', '=', token_id)
      .where('address', '=', address)
      .execute();
    await db.kysely
      .updateTable('counters')
      .set({ value: sql`value + 1` })
      .where('name', '=', 'transfers')
      .execute();
    const contract = await db.kysely
      .updateTable('contracts')
      .set({ tx_count: sql`tx_count + 3` })
      .where('address', '=', token_id)
      .returning('address')
      .executeTakeFirstOrThrow();
    const lost = await db.kysely
      .updateTable('accounts')
      .set({ kind: 'normal' })
      .where('address', '=', (eb) =>
        eb.selectFrom('contracts').select('address').where('address', '<>', token_id).limit(1),
      )
      .returning('address')
      .executeTakeFirstOrThrow();
    await db.kysely
      .updateTable('transactions')
      .set({ fee: sql`fee + 7` })
      .where('hash', '=', txHashBytes(tx.hash))
      .execute();
    const hour = await db.kysely
      .selectFrom('token_hourly')
      .select(['token_id', 'hour'])
      .orderBy('hour', 'desc')
      .executeTakeFirstOrThrow();
    await db.kysely
      .updateTable('token_hourly')
      .set({ transfers: sql`transfers + 2` })
      .where('token_id', '=', hour.token_id)
      .where('hour', '=', hour.hour)
      .execute();
    const hourKey = `${hour.token_id} ${hour.hour.toISOString().slice(0, 13)}`;
    const found = await auditText(db, devnet, 1000);
    expect(found).toEqual(
      expect.arrayContaining([
        expect.stringMatching(new RegExp(`^token_hour ${hourKey} transfers: `)),
        expect.stringMatching(new RegExp(`^account ${account.address} balance: `)),
        expect.stringMatching(new RegExp(`^holder ${token_id} ${address} balance: `)),
        expect.stringMatching(/^counter transfers value: /),
        expect.stringMatching(new RegExp(`^contract ${contract.address} tx_count: `)),
        `contract ${lost.address} kind: normal != contract`,
        expect.stringMatching(new RegExp(`^transaction ${tx.hash} fee: `)),
      ]),
    );
    expect(found.filter((f) => f.startsWith('holder')).length).toBe(2);
  });
  it('recomputes the daily series of the newest days from their blocks, and closing balances', async () => {
    const day = await db.kysely
      .selectFrom('daily_stats')
      .select(['day', 'active_addresses', 'transfers_pox'])
      .where('blocks', '>', 0)
      .orderBy('day', 'desc')
      .executeTakeFirstOrThrow();
    expect(day.active_addresses).toBeGreaterThan(0);
    expect(day.transfers_pox).toBeGreaterThan(0);
    const sender = await db.kysely
      .selectFrom('address_daily')
      .select('address')
      .where('day', '=', day.day)
      .where('txs_sent', '>', 0)
      .executeTakeFirstOrThrow();
    const token = await db.kysely
      .selectFrom('token_daily')
      .select('token_id')
      .where('day', '=', day.day)
      .executeTakeFirstOrThrow();
    await db.kysely
      .updateTable('daily_stats')
      .set({ active_addresses: sql`active_addresses + 1`, contract_calls: sql`contract_calls + 2` })
      .where('day', '=', day.day)
      .execute();
    await db.kysely
      .updateTable('address_daily')
      .set({ txs_sent: sql`txs_sent + 1` })
      .where('day', '=', day.day)
      .where('address', '=', sender.address)
      .execute();
    const closing = await db.kysely
      .selectFrom('address_balance_daily')
      .select('address')
      .where('day', '=', day.day)
      .executeTakeFirstOrThrow();
    await db.kysely
      .updateTable('address_balance_daily')
      .set({ balance: sql`balance + 1000` })
      .where('day', '=', day.day)
      .where('address', '=', closing.address)
      .execute();
    await db.kysely
      .updateTable('token_daily')
      .set({ transfers: sql`transfers + 3` })
      .where('day', '=', day.day)
      .where('token_id', '=', token.token_id)
      .execute();
    const hour = await db.kysely
      .selectFrom('token_hourly')
      .select(['token_id', 'hour'])
      .orderBy('hour', 'desc')
      .executeTakeFirstOrThrow();
    await db.kysely
      .updateTable('token_hourly')
      .set({ transfers: sql`transfers + 2` })
      .where('token_id', '=', hour.token_id)
      .where('hour', '=', hour.hour)
      .execute();
    const hourKey = `${hour.token_id} ${hour.hour.toISOString().slice(0, 13)}`;
    // The supply's unclaimed rewards: the newest day's sum of the accounts' allowance.
    await sql`UPDATE staking_daily SET allowance = allowance + 5
      WHERE day = (SELECT max(day) FROM staking_daily)`.execute(db.kysely);
    const found = await auditText(db, devnet, 1000);
    expect(found).toEqual(
      expect.arrayContaining([
        expect.stringMatching(new RegExp(`^token_hour ${hourKey} transfers: `)),
        expect.stringMatching(new RegExp(`^series ${day.day} transfers_pox/`)),
        expect.stringMatching(new RegExp(`^address_day ${day.day} ${sender.address} txs/`)),
        expect.stringMatching(new RegExp(`^token_day ${day.day} ${token.token_id} transfers: `)),
        expect.stringMatching(new RegExp(`^balance_day ${closing.address} ${day.day} balance: `)),
        expect.stringMatching(/^staking \d{4}-\d{2}-\d{2} allowance: /),
      ]),
    );
  });
});
