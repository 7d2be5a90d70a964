import type { Db } from '@poxscan/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TokenActivity } from '../../schemas/token-activity.js';
import type { TokensPage } from '../../schemas/tokens.js';
import { testAddress } from '../../test/addresses.js';
import { stopTestCluster } from '../../test/database.js';
import { T0, USDT } from '../../test/seed-chain.js';
import { EVIL_TOKEN } from '../../test/seed-state.js';
import { apiOn, seededApi } from '../../test/server.js';
import { writeBetween } from '../../test/write-between.js';

type Call = Awaited<ReturnType<typeof seededApi>>['call'];
let db: Db;
let call: Call;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const WIDE = testAddress('token activity wide');
const BUSY = testAddress('token activity busy');
const get = async <T>(url: string) => {
  const res = await call({ method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
};
const ids = async (query: string) =>
  (await get<TokensPage>(`/token/getTokens?type=prc20&limit=10&pageNo=1${query}`)).items.map((t) => t.id);

describe('token activity', () => {
  beforeAll(async () => {
    ({ db, call } = await seededApi());
    // Beside the seed's USDT (2 holders, 58 transfers) and EVIL (none), both created at T0.
    await db.kysely
      .insertInto('tokens')
      .values([
        {
          id: WIDE,
          standard: 'PRC20',
          name: 'Wide',
          symbol: 'WIDE',
          decimals: 6,
          holder_count: 5,
          transfer_count: 3,
          created_at: new Date(T0 + 2 * HOUR),
        },
        {
          id: BUSY,
          standard: 'PRC20',
          name: 'Busy',
          symbol: 'BUSY',
          decimals: 6,
          holder_count: 1,
          transfer_count: 100,
          created_at: new Date(T0 + HOUR),
        },
      ])
      .execute();
    const hour = Math.floor(Date.now() / HOUR) * HOUR;
    await db.kysely
      .insertInto('token_hourly')
      .values([
        { token_id: BUSY, hour: new Date(hour), transfers: 5 },
        { token_id: BUSY, hour: new Date(hour - 3 * HOUR), transfers: 2 },
        // Before the last 24 hours: left out.
        { token_id: BUSY, hour: new Date(hour - 24 * HOUR), transfers: 90 },
        { token_id: USDT, hour: new Date(hour - 23 * HOUR), transfers: 1 },
      ])
      .execute();
    const day = Math.floor(Date.now() / DAY) * DAY;
    const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
    await db.kysely
      .insertInto('token_daily')
      .values([
        { token_id: BUSY, day: iso(day), transfers: 7 },
        { token_id: BUSY, day: iso(day - 3 * DAY), transfers: 60 },
        { token_id: BUSY, day: iso(day - 4 * DAY), transfers: 33 },
      ])
      .execute();
  });
  afterAll(async () => {
    await db?.close();
    await stopTestCluster();
  });

  it("shows each token's transfers of the last 24 hours", async () => {
    const page = await get<TokensPage>('/token/getTokens?type=prc20&limit=10&pageNo=1');
    const of = (id: string) => page.items.find((t) => t.id === id)?.transfers24h;
    expect([of(BUSY), of(USDT), of(WIDE), of(EVIL_TOKEN)]).toEqual([7, 1, 0, 0]);
  });

  it("reads a token's day with its total, though a block is indexed during the request", async () => {
    // The block moves WIDE 10 times: its total and its hour in one transaction, as the indexer writes.
    const indexBlock = (primary: Db['kysely']) =>
      primary.transaction().execute(async (trx) => {
        await trx
          .updateTable('tokens')
          .set((eb) => ({ transfer_count: eb('transfer_count', '+', 10) }))
          .where('id', '=', WIDE)
          .execute();
        await trx
          .insertInto('token_hourly')
          .values({ token_id: WIDE, hour: new Date(Math.floor(Date.now() / HOUR) * HOUR), transfers: 10 })
          .execute();
      });
    const raced = await apiOn(writeBetween(db, /from "tokens"/, indexBlock));
    try {
      const res = await raced.call({ method: 'GET', url: '/token/getTokens?type=prc20&limit=10&pageNo=1' });
      const wide = (res.json() as TokensPage).items.find((t) => t.id === WIDE)!;
      expect([wide.transfers, wide.transfers24h]).toEqual([3, 0]);
    } finally {
      await raced.app.close();
      await db.kysely.deleteFrom('token_hourly').where('token_id', '=', WIDE).execute();
      await db.kysely.updateTable('tokens').set({ transfer_count: 3 }).where('id', '=', WIDE).execute();
    }
  });

  it('trends the tokens with the most transfers of the last 24 hours, from the hours kept', async () => {
    const { tokens } = await get<{ tokens: { id: string; transfers24h: number }[] }>('/api/trending');
    expect(tokens.map((t) => [t.id, t.transfers24h])).toEqual([
      [BUSY, 7],
      [USDT, 1],
    ]);
  });

  it('sorts by holders, transfers or creation, either way round, ties by id', async () => {
    const [low, high] = [USDT, EVIL_TOKEN].sort();
    expect(await ids('')).toEqual([WIDE, USDT, BUSY, EVIL_TOKEN]);
    expect(await ids('&sort=holders&order=asc')).toEqual([EVIL_TOKEN, BUSY, USDT, WIDE]);
    expect(await ids('&sort=transfers')).toEqual([BUSY, USDT, WIDE, EVIL_TOKEN]);
    expect(await ids('&sort=transfers&order=asc')).toEqual([EVIL_TOKEN, WIDE, USDT, BUSY]);
    expect(await ids('&sort=created&order=desc')).toEqual([WIDE, BUSY, low, high]);
    expect(await ids('&sort=created&order=asc')).toEqual([high, low, BUSY, WIDE]);
    const pageTwo = await get<TokensPage>('/token/getTokens?type=prc20&limit=3&pageNo=2&sort=transfers');
    expect(pageTwo.items.map((t) => t.id)).toEqual([EVIL_TOKEN]);
  });

  it('refuses an unknown sort or order, naming it', async () => {
    for (const [query, parameter] of [
      ['sort=supply', 'sort'],
      ['sort=transfers24h', 'sort'],
      ['order=up', 'order'],
    ]) {
      const res = await call({ method: 'GET', url: `/token/getTokens?${query}` });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.parameter).toBe(parameter);
    }
  });

  it("answers a token's transfers per day since its first, oldest first", async () => {
    const day = Math.floor(Date.now() / DAY) * DAY;
    const busy = await get<TokenActivity>(`/api/data/token/${BUSY}`);
    expect(busy).toEqual({
      id: BUSY,
      transfers: [
        { day: day - 4 * DAY, value: 33 },
        { day: day - 3 * DAY, value: 60 },
        { day, value: 7 },
      ],
    });
    expect((await get<TokenActivity>(`/api/data/token/${WIDE}`)).transfers).toEqual([]);
    const missing = await call({ method: 'GET', url: `/api/data/token/${testAddress('no such token')}` });
    expect(missing.statusCode).toBe(404);
    const bad = await call({ method: 'GET', url: '/api/data/token/no%20such' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.parameter).toBe('id');
  });
});
