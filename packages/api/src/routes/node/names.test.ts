import type { Db } from '@poxscan/db';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testAddress } from '../../test/addresses.js';
import { stopTestCluster } from '../../test/database.js';
import { A, B, GAME, USDT } from '../../test/seed-chain.js';
import { seededApi } from '../../test/server.js';

let app: FastifyInstance;
let db: Db;
let call: Awaited<ReturnType<typeof seededApi>>['call'];

beforeAll(async () => {
  ({ app, db, call } = await seededApi({ responseCacheMs: 0 }));
});
afterAll(async () => {
  await app?.close();
  await db?.close();
  await stopTestCluster();
});

const names = (addresses: string) => call({ method: 'GET', url: `/api/names?addresses=${addresses}` });

describe('/api/names: the names of many addresses in one call', () => {
  it('gives the name tag, else the on-chain account name, else the token name, else the contract name', async () => {
    const nobody = testAddress('nobody');
    const response = await names([A, B, USDT, GAME, nobody].join(','));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      names: [
        { address: A, name: 'alice', source: 'account' },
        { address: B, name: 'Bob Exchange', source: 'tag' },
        { address: USDT, name: 'Tether USD', source: 'token' },
        { address: GAME, name: 'DiceGame', source: 'contract' },
      ],
    });
  });

  it('refuses a malformed list or too many addresses with a 400 naming the parameter', async () => {
    for (const bad of ['', 'nope', `${A},`, Array.from({ length: 101 }, () => A).join(',')]) {
      const response = await names(bad);
      expect(response.statusCode, bad.slice(0, 40)).toBe(400);
      expect(response.body).toContain('addresses');
    }
  });
});
