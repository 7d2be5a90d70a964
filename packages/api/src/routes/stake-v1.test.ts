import type { Db } from '@poxscan/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountDetail } from '../schemas/accounts.js';
import type { PoxStaking } from '../schemas/staking.js';
import { stopTestCluster } from '../test/database.js';
import { A, B } from '../test/seed.js';
import { seededApi } from '../test/server.js';

let db: Db;
let call: Awaited<ReturnType<typeof seededApi>>['call'];

beforeAll(async () => {
  ({ db, call } = await seededApi());
  // An account of a chain that began before Stake 2.0, still holding Stake 1.0 of every kind, and
  // holding unstaked POX it has not withdrawn.
  await db.kysely
    .updateTable('accounts')
    .set({
      frozen_v1_bandwidth: '1000000',
      frozen_v1_energy: '26000000',
      frozen_v1_power: '3000000',
      delegated_out_v1_bandwidth: '4000000',
      delegated_out_v1_energy: '5000000',
      delegated_in_v1_bandwidth: '600000',
      delegated_in_v1_energy: '70000',
      withdrawable: '36250000',
    })
    .where('address', '=', A)
    .execute();
});
afterAll(async () => {
  await db?.close();
  await stopTestCluster();
});

const detail = async (address: string) => {
  const res = await call({ url: `/api/account/detail?address=${address}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as AccountDetail;
};

describe('/api/account/detail with Stake 1.0', () => {
  it('gives the Stake 1.0 amounts apart from the Stake 2.0 ones', async () => {
    const a = await detail(A);
    expect(a.stakeV1).toEqual({
      frozenForBandwidth: '1000000',
      frozenForEnergy: '26000000',
      frozenForPower: '3000000',
      delegatedOut: '9000000',
      delegatedIn: '670000',
    });
    expect(a.frozenForBandwidth).toBe('5000000000');
  });

  it('gives zeros for an account with Stake 2.0 only', async () => {
    expect((await detail(B)).stakeV1).toEqual({
      frozenForBandwidth: '0',
      frozenForEnergy: '0',
      frozenForPower: '0',
      delegatedOut: '0',
      delegatedIn: '0',
    });
  });
});

describe('/api/account/detail: unstaked POX', () => {
  it('gives what is past its waiting period and not yet withdrawn apart from what is still unstaking', async () => {
    const a = await detail(A);
    expect(a.withdrawable).toBe('36250000');
    expect(a.unfreezing).toBe('0');
    expect((await detail(B)).withdrawable).toBe('0');
  });
});

describe('/governance/poxStakingPage with Stake 1.0', () => {
  it('counts every Stake 1.0 POX as a part of the total value locked', async () => {
    const res = await call({ url: '/governance/poxStakingPage' });
    expect(res.statusCode, res.body).toBe(200);
    const s = res.json() as PoxStaking;
    expect(s.stakedV1).toBe(String(1_000_000 + 26_000_000 + 3_000_000 + 4_000_000 + 5_000_000));
    const parts = [s.stakedForBandwidth, s.stakedForEnergy, s.stakedForPower, s.totalDelegated, s.stakedV1];
    expect(parts.reduce((n, p) => n + BigInt(p), 0n).toString()).toBe(s.totalStaked);
  });
});
