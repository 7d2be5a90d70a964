import { type Db, openDatabase } from '@poxscan/db';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyHolders, holderKey } from './holders.js';

const TOKEN = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const A = 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8';
const B = 'TVj7RNVHy6thbM7BWdSe9G6gXwKhjhdNZS';
const C = 'TXLAQ63Xg1NAzckPwKHvzw7CSEmLMEqcdj';

let db: Db;
beforeAll(async () => {
  db = await openDatabase();
  await db.migrate();
  const at = new Date(0);
  await db.kysely
    .insertInto('tokens')
    .values({ id: TOKEN, standard: 'PRC20', first_seen_block: 1, created_at: at })
    .execute();
});
afterAll(async () => {
  await db?.close();
});

const deltas = (entries: [string, bigint][]) => new Map(entries.map(([a, v]) => [`${TOKEN}\n${a}`, v]));

async function state() {
  const holders = await db.kysely
    .selectFrom('token_holders')
    .select(['address', sql<string>`balance::text`.as('balance')])
    .orderBy('address')
    .execute();
  const token = await db.kysely
    .selectFrom('tokens')
    .select('holder_count')
    .where('id', '=', TOKEN)
    .executeTakeFirstOrThrow();
  return {
    holders: Object.fromEntries(holders.map((h) => [h.address, h.balance])),
    holderCount: Number(token.holder_count),
    tokenCounts: Object.fromEntries(tokenCounts),
  };
}

/** Each account's token count, from the changes applyHolders returns (the caller writes them). */
const tokenCounts = new Map([A, B, C].map((a) => [a, 0]));

async function apply(entries: [string, bigint][], sign: 1 | -1, blockNum: number): Promise<void> {
  const changes = await applyHolders(db.kysely, deltas(entries), sign, blockNum);
  for (const [address, change] of changes) tokenCounts.set(address, tokenCounts.get(address)! + change);
}

describe('applyHolders', () => {
  it('adds balances and counts new holders, forward and back', async () => {
    await apply(
      [
        [A, 100n],
        [B, 50n],
      ],
      1,
      10,
    );
    expect(await state()).toEqual({
      holders: { [A]: '100', [B]: '50' },
      holderCount: 2,
      tokenCounts: { [A]: 1, [B]: 1, [C]: 0 },
    });
    // A pays B everything: A leaves the holders, B stays one.
    await apply(
      [
        [A, -100n],
        [B, 100n],
      ],
      1,
      11,
    );
    expect(await state()).toEqual({
      holders: { [B]: '150' },
      holderCount: 1,
      tokenCounts: { [A]: 0, [B]: 1, [C]: 0 },
    });
    // Rolled back: the same deltas with sign -1 restore the state before them.
    await apply(
      [
        [A, -100n],
        [B, 100n],
      ],
      -1,
      10,
    );
    expect(await state()).toEqual({
      holders: { [A]: '100', [B]: '50' },
      holderCount: 2,
      tokenCounts: { [A]: 1, [B]: 1, [C]: 0 },
    });
  });

  it('clamps a balance that would go below zero, records it and queues the holder', async () => {
    await apply(
      [
        [C, -30n],
        [B, 30n],
      ],
      1,
      12,
    );
    expect(await state()).toEqual({
      holders: { [A]: '100', [B]: '80' },
      holderCount: 2,
      tokenCounts: { [A]: 1, [B]: 1, [C]: 0 },
    });
    const corrections = await db.kysely
      .selectFrom('balance_corrections')
      .select(['address', 'block_num', 'reason', sql<string>`delta::text`.as('delta')])
      .execute();
    expect(corrections).toEqual([{ address: C, block_num: 12, reason: 'negative', delta: '30' }]);
    const queued = await db.kysely
      .selectFrom('refresh_queue')
      .select('key')
      .where('kind', '=', 'holder')
      .execute();
    const keys = queued.map((q) => q.key);
    expect(keys).toContain(holderKey('negative', TOKEN, C));
    expect(keys).toContain(holderKey('recent', TOKEN, B));
    expect(keys).not.toContain(holderKey('recent', TOKEN, C));
  });
});
