import { type Db, openDatabase } from '@poxscan/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyTokenHours } from './apply-hourly.js';
import type { DailyDeltas } from './daily.js';

const TOKEN = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const HOUR = 3_600_000;
const HEAD = Date.UTC(2026, 0, 10, 12, 30);
const at = (hoursBeforeHead: number) => new Date(Date.UTC(2026, 0, 10, 12) - hoursBeforeHead * HOUR);

const deltas = (counts: [number, number][]): DailyDeltas => ({
  days: new Map(),
  addressDays: new Map(),
  tokenDays: new Map(),
  tokenHours: new Map(counts.map(([h, n]) => [`${TOKEN}\n${at(h).toISOString()}`, n])),
});

async function rows() {
  const list = await db.kysely
    .selectFrom('token_hourly')
    .select(['hour', 'transfers'])
    .orderBy('hour')
    .execute();
  return list.map((r) => [(HEAD - HOUR / 2 - r.hour.getTime()) / HOUR, r.transfers]);
}

let db: Db;
beforeAll(async () => {
  db = await openDatabase();
  await db.migrate();
});
afterAll(() => db?.close());

describe('token_hourly', () => {
  it('adds the kept hours, prunes older ones, and a rollback takes back only what is kept', async () => {
    // An hour older than the 25 kept is never written.
    await applyTokenHours(
      db.kysely,
      deltas([
        [30, 4],
        [25, 2],
        [1, 3],
        [0, 1],
      ]),
      1,
      HEAD,
    );
    expect(await rows()).toEqual([
      [25, 2],
      [1, 3],
      [0, 1],
    ]);
    // The next hour's head prunes the hour now 26 back.
    await applyTokenHours(db.kysely, deltas([[-1, 5]]), 1, HEAD + HOUR);
    expect(await rows()).toEqual([
      [1, 3],
      [0, 1],
      [-1, 5],
    ]);
    // A rollback subtracts, deletes what returns to zero, and leaves pruned hours alone.
    await applyTokenHours(
      db.kysely,
      deltas([
        [25, 2],
        [1, 1],
        [-1, 5],
      ]),
      -1,
      HEAD + HOUR,
    );
    expect(await rows()).toEqual([
      [1, 2],
      [0, 1],
    ]);
  });
});
