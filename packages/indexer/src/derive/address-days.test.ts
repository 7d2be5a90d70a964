import type { Db } from '@poxscan/db';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Engine, freshDatabase, stopPostgres } from '../test/harness.js';
import { applyAddressDays } from './address-days.js';
import { applyTokenDays } from './apply-daily.js';
import { type AddressDay, type DailyDeltas, emptyAddressDay } from './daily.js';

const A = 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8';
const B = 'TVj7RNVHy6thbM7BWdSe9G6gXwKhjhdNZS';
const C = 'TXLAQ63Xg1NAzckPwKHvzw7CSEmLMEqcdj';
const TOKEN = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const DAY = '2024-03-09';
const NEXT = '2024-03-10';

const day = (v: Partial<AddressDay>): AddressDay => ({ ...emptyAddressDay(), ...v });

const deltas = (
  addressDays: [string, string, AddressDay][],
  tokenDays: [string, number][] = [],
): DailyDeltas => ({
  days: new Map(),
  addressDays: new Map(addressDays.map(([a, d, v]) => [`${a}\n${d}`, v])),
  tokenDays: new Map(tokenDays.map(([d, n]) => [`${TOKEN}\n${d}`, n])),
  tokenHours: new Map(),
});

afterAll(() => stopPostgres());

describe.each<Engine>(['PGlite', 'PostgreSQL'])('address and token days on %s', (engine) => {
  let db: Db;
  beforeAll(async () => {
    db = await freshDatabase(engine);
    await db.migrate();
  }, 60_000);
  afterAll(async () => {
    await db?.close();
  });

  const rows = async () =>
    (
      await sql<{ address: string; day: string; txs: number; fees: string; blocks: number }>`
        SELECT address, day::text AS day, txs, fees_paid::text AS fees, blocks_produced AS blocks
        FROM address_daily ORDER BY address, day`.execute(db.kysely)
    ).rows;
  const tokenRows = async () =>
    (
      await sql<{ day: string; transfers: number }>`
        SELECT day::text AS day, transfers FROM token_daily ORDER BY day`.execute(db.kysely)
    ).rows;

  it('counts the first day of an address once, adds to it after, and deletes it when emptied', async () => {
    const first = deltas([
      [A, DAY, day({ txs: 2, txsSent: 1, feesPaid: 5n })],
      [B, DAY, day({ blocksProduced: 1 })],
      [B, NEXT, day({ txs: 1 })],
    ]);
    expect(await applyAddressDays(db.kysely, first, 1)).toEqual(
      new Map([
        [DAY, 2],
        [NEXT, 1],
      ]),
    );
    // A seen again the same day: its row grows, no new active address.
    const again = deltas([[A, DAY, day({ txs: 1, feesPaid: 2n })]]);
    expect(await applyAddressDays(db.kysely, again, 1)).toEqual(new Map());
    expect(await rows()).toEqual([
      { address: A, day: DAY, txs: 3, fees: '7', blocks: 0 },
      { address: B, day: DAY, txs: 0, fees: '0', blocks: 1 },
      { address: B, day: NEXT, txs: 1, fees: '0', blocks: 0 },
    ]);
    // Rolled back: B's rows return to zero and go; A keeps what came before.
    const back = deltas([
      [A, DAY, day({ txs: 1, feesPaid: 2n })],
      [B, DAY, day({ blocksProduced: 1 })],
      [B, NEXT, day({ txs: 1 })],
    ]);
    expect(await applyAddressDays(db.kysely, back, -1)).toEqual(
      new Map([
        [DAY, -1],
        [NEXT, -1],
      ]),
    );
    expect(await rows()).toEqual([{ address: A, day: DAY, txs: 2, fees: '5', blocks: 0 }]);
  });

  it('leaves no row for an address whose day adds up to nothing', async () => {
    const active = await applyAddressDays(db.kysely, deltas([[C, NEXT, day({})]]), 1);
    expect(active).toEqual(new Map([[NEXT, 0]]));
    expect((await rows()).map((r) => r.address)).toEqual([A]);
  });

  it('adds token days and deletes one taken back to zero', async () => {
    await applyTokenDays(
      db.kysely,
      deltas(
        [],
        [
          [DAY, 3],
          [NEXT, 1],
        ],
      ),
      1,
    );
    await applyTokenDays(db.kysely, deltas([], [[NEXT, 1]]), -1);
    expect(await tokenRows()).toEqual([{ day: DAY, transfers: 3 }]);
    await applyTokenDays(db.kysely, deltas([], [[DAY, 1]]), -1);
    expect(await tokenRows()).toEqual([{ day: DAY, transfers: 2 }]);
  });
});
