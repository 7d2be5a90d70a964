import type { Db } from '@poxscan/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stopTestCluster } from '../test/database.js';
import { seededApi } from '../test/server.js';

type Call = Awaited<ReturnType<typeof seededApi>>['call'];
let db: Db;
let call: Call;

describe('contracts screen figures', () => {
  beforeAll(async () => {
    ({ db, call } = await seededApi());
    // A PRC721 collection besides the seed's PRC20 tokens and its PRC10 token.
    await db.kysely
      .insertInto('counters')
      .values({ name: 'tokens_prc721', value: 1 })
      .onConflict((oc) => oc.column('name').doUpdateSet({ value: 1 }))
      .execute();
    await db.kysely.updateTable('counters').set({ value: 4 }).where('name', '=', 'tokens').execute();
  });
  afterAll(async () => {
    await db.close();
    await stopTestCluster();
  });

  it('counts as token contracts the PRC20 and PRC721 tokens, not a PRC10 token (no contract)', async () => {
    const stats = (await call({ method: 'GET', url: '/blockchain/contractpage' })).json();
    expect(stats.tokens).toBe(3);
  });
});
