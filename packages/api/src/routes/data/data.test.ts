import type { Db } from '@poxscan/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressActivity, DailySeries, PoxSupply, Rankings } from '../../schemas/data.js';
import { testAddress } from '../../test/addresses.js';
import { stopTestCluster } from '../../test/database.js';
import { seededApi } from '../../test/server.js';

type Call = Awaited<ReturnType<typeof seededApi>>['call'];
let db: Db;
let call: Call;

const DAY = 86_400_000;
const today = Math.floor(Date.now() / DAY) * DAY;
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const get = async <T>(url: string) => {
  const res = await call({ method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
};
const busy = testAddress('data busy sender');
// Stake 1.0 of a chain that began before Stake 2.0: parts of the supply apart from the Stake 2.0 ones.
const STAKE_V1 = {
  staked_v1_bandwidth: '11',
  staked_v1_energy: '13',
  staked_v1_power: '17',
  delegated_v1: '19',
};
const quiet = testAddress('data quiet sender');

describe('/api/data', () => {
  beforeAll(async () => {
    ({ db, call } = await seededApi());
    // Forty days of series, the newest being today: 7d and 30d must cut them.
    for (let d = 0; d < 40; d++) {
      await db.kysely
        .insertInto('daily_stats')
        .values({
          day: iso(today - d * DAY),
          blocks: 10,
          transfers_prc20: 100 + d,
          block_interval_ms: 30_000,
          rewards: '16000000',
        })
        .onConflict((oc) =>
          oc.column('day').doUpdateSet({
            blocks: 10,
            transfers_prc20: 100 + d,
            block_interval_ms: 30_000,
            rewards: '16000000',
          }),
        )
        .execute();
    }
    await db.kysely
      .insertInto('staking_daily')
      .values({
        day: iso(today),
        staked: '700',
        staked_bandwidth: '300',
        staked_energy: '250',
        delegated: '90',
        unfreezing: '40',
        liquid: '5000',
        withdrawable: '7',
        allowance: '23',
        total_votes: '123',
        ...STAKE_V1,
        updated_at: new Date(),
      })
      .onConflict((oc) =>
        oc.column('day').doUpdateSet({
          liquid: '5000',
          withdrawable: '7',
          allowance: '23',
          total_votes: '123',
          ...STAKE_V1,
        }),
      )
      .execute();
    await db.kysely
      .insertInto('address_daily')
      .values([
        { address: busy, day: iso(today), txs: 9, txs_sent: 9, fees_paid: '50' },
        { address: busy, day: iso(today - 10 * DAY), txs: 100, txs_sent: 100, fees_paid: '5000' },
        { address: quiet, day: iso(today), txs: 3, txs_sent: 3, fees_paid: '900' },
        { address: quiet, day: iso(today - 2 * DAY), txs: 4, txs_sent: 4 },
      ])
      .execute();
  });
  afterAll(async () => {
    await db.close();
    await stopTestCluster();
  });

  it('answers a series over the range of days ending at the newest', async () => {
    const week = await get<DailySeries>('/api/data/series/transfers-prc20?range=7d');
    expect(week.unit).toBe('count');
    expect(week.points.map((p) => p.day)).toEqual([6, 5, 4, 3, 2, 1, 0].map((d) => today - d * DAY));
    expect(week.points.at(-1)!.value).toBe('100');
    const all = await get<DailySeries>('/api/data/series/transfers-prc20');
    expect(all.points).toHaveLength(40);
    expect(all.points[0]).toEqual({ day: today - 39 * DAY, value: '139' });
  });

  it('derives the average block time from the sum of intervals', async () => {
    const s = await get<DailySeries>('/api/data/series/block-time?range=30d');
    expect(s.unit).toBe('ms');
    expect(s.points).toHaveLength(30);
    expect(new Set(s.points.map((p) => p.value))).toEqual(new Set(['3000']));
  });

  it('refuses an unknown series or range, naming the parameter', async () => {
    const series = await call({ method: 'GET', url: '/api/data/series/nope' });
    expect(series.statusCode).toBe(400);
    expect(series.json().error.parameter).toBe('series');
    const range = await call({ method: 'GET', url: '/api/data/series/blocks?range=2w' });
    expect(range.statusCode).toBe(400);
    expect(range.json().error.parameter).toBe('range');
  });

  it('gives supply parts that add up to the total', async () => {
    const s = await get<PoxSupply>('/api/data/supply');
    expect(s.day).toBe(today);
    const parts = [
      s.circulating,
      s.stakedBandwidth,
      s.stakedEnergy,
      s.stakedPower,
      s.stakedV1Bandwidth,
      s.stakedV1Energy,
      s.stakedV1Power,
      s.delegated,
      s.unstaking,
      s.withdrawable,
      s.unclaimedRewards,
    ].map(BigInt);
    expect(parts.reduce((a, b) => a + b, 0n)).toBe(BigInt(s.totalSupply));
    expect(s).toMatchObject({
      totalSupply: String(5837 + 11 + 13 + 17 + 19 + 23),
      unclaimedRewards: '23',
      stakedPower: '150',
      stakedV1Bandwidth: '11',
      stakedV1Energy: '13',
      stakedV1Power: '17',
      delegated: '109',
      delegatedV1: '19',
      totalVotes: '123',
    });
    const total = await get<DailySeries>('/api/data/series/total-supply?range=7d');
    expect(total.points.at(-1)!.value).toBe(s.totalSupply);
    const staked = await get<DailySeries>('/api/data/series/staked?range=7d');
    expect(staked.points.at(-1)!.value).toBe(String(700 + 90 + 11 + 13 + 17 + 19));
    expect(s.rewardsIssued).toBe(String(40n * 16_000_000n));
  });

  it('gives the same total supply on every screen as on the supply page', async () => {
    const { totalSupply } = await get<PoxSupply>('/api/data/supply');
    expect(BigInt(totalSupply)).toBeGreaterThan(5000n);
    for (const path of ['/api/status', '/api/token0', '/api/AccountStats'])
      expect((await get<{ totalSupply: string }>(path)).totalSupply, path).toBe(totalSupply);
  });

  it('keeps a daily series of every part of the supply, ending at its figure', async () => {
    const s = await get<PoxSupply>('/api/data/supply');
    const last = async (series: string) =>
      (await get<DailySeries>(`/api/data/series/${series}?range=7d`)).points.at(-1)?.value;
    expect(await last('circulating')).toBe(s.circulating);
    expect(await last('unstaking')).toBe(s.unstaking);
    expect(await last('withdrawable')).toBe(s.withdrawable);
    expect(await last('unclaimed-rewards')).toBe(s.unclaimedRewards);
    expect(await last('staked-votes')).toBe(String(BigInt(s.stakedPower) + BigInt(s.stakedV1Power)));
    const unit = (await get<DailySeries>('/api/data/series/unclaimed-rewards')).unit;
    expect(unit).toBe('sun');
  });

  it('ranks the flows of the window only', async () => {
    const day = await get<Rankings>('/api/data/rankings?window=1d');
    expect(day.accountsByTransactionsSent.map((r) => [r.address, r.value])).toEqual([
      [busy, '9'],
      [quiet, '3'],
    ]);
    expect(day.accountsByFeesPaid[0]).toMatchObject({ address: quiet, value: '900' });
    const month = await get<Rankings>('/api/data/rankings?window=30d');
    expect(month.accountsByTransactionsSent.map((r) => [r.address, r.value])).toEqual([
      [busy, '109'],
      [quiet, '7'],
    ]);
    expect(month.accountsByBalance.length).toBeGreaterThan(0);
    const balances = month.accountsByBalance.map((r) => BigInt(r.value));
    expect([...balances].sort((a, b) => (a > b ? -1 : a < b ? 1 : 0))).toEqual(balances);
    const bad = await call({ method: 'GET', url: '/api/data/rankings?window=2d' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.parameter).toBe('window');
  });
  it("answers an address's closing balances and active days, within the range", async () => {
    await db.kysely
      .insertInto('address_balance_daily')
      .values([
        { address: busy, day: iso(today - 10 * DAY), balance: '7000000' },
        { address: busy, day: iso(today), balance: '5000000' },
      ])
      .execute();
    const all = await get<AddressActivity>(`/api/data/address/${busy}`);
    expect(all.balance).toEqual([
      { day: today - 10 * DAY, value: '7000000' },
      { day: today, value: '5000000' },
    ]);
    expect(all.transactions).toEqual([
      { day: today - 10 * DAY, value: '100' },
      { day: today, value: '9' },
    ]);
    expect(all.transfers).toEqual([]);
    const week = await get<AddressActivity>(`/api/data/address/${busy}?range=7d`);
    expect(week.transactions).toEqual([{ day: today, value: '9' }]);
    const bad = await call({ method: 'GET', url: '/api/data/address/nope' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.parameter).toBe('address');
  });
});
