import type { Db } from '@poxscan/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TransactionSummary } from '../schemas/transactions.js';
import { stopTestCluster } from '../test/database.js';
import { USDT } from '../test/seed.js';
import { seededApi } from '../test/server.js';

type Call = Awaited<ReturnType<typeof seededApi>>['call'];
let db: Db;
let call: Call;

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

describe('contracts screen figures', () => {
  it('counts as token contracts the PRC20 and PRC721 tokens, not a PRC10 token (no contract)', async () => {
    const stats = (await call({ method: 'GET', url: '/blockchain/contractpage' })).json();
    expect(stats.tokens).toBe(3);
  });
});

describe('contract call amounts', () => {
  it("gives each contract call the first token transfer it made, in lists and in the transaction's detail", async () => {
    const list = (
      await call({ method: 'POST', url: '/api/transaction', payload: { page: 1, limit: 4 } })
    ).json() as { items: TransactionSummary[] };
    // The newest block (59) holds a POX transfer and a USDT call moving 59 × 1.5 USDT units.
    const [usdtCall, poxTransfer] = list.items;
    expect(usdtCall).toMatchObject({
      contractTypeName: 'TriggerSmartContract',
      tokenTransfer: {
        amount: String(59 * 1_500_000),
        token: { id: USDT, standard: 'PRC20', symbol: 'USDT', name: 'Tether USD', decimals: 6 },
        more: 0,
      },
    });
    expect(poxTransfer?.tokenTransfer).toBeNull();
    const detail = (
      await call({ method: 'GET', url: `/api/transaction/detail?hash=${usdtCall!.hash}` })
    ).json();
    expect(detail.tokenTransfer).toEqual(usdtCall!.tokenTransfer);
  });
});
