import type { Db } from '@poxscan/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountDetail } from '../schemas/accounts.js';
import { stopTestCluster } from '../test/database.js';
import { A, B } from '../test/seed.js';
import { seededApi } from '../test/server.js';

let db: Db;
let call: Awaited<ReturnType<typeof seededApi>>['call'];

beforeAll(async () => {
  ({ db, call } = await seededApi());
  // An account of a chain that began before Stake 2.0, still holding Stake 1.0 of every kind.
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
