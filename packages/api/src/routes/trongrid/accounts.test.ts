import type { Db } from '@poxscan/db';
import { toHexAddress } from '@poxscan/protocol';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stopTestCluster } from '../../test/database.js';
import { A, B, BLOCKS, FAILED_BLOCK, T0, txHash, USDT } from '../../test/seed.js';
import { KEY, seededApi } from '../../test/server.js';

let app: FastifyInstance;
let db: Db;
let call: Awaited<ReturnType<typeof seededApi>>['call'];

beforeAll(async () => {
  ({ app, db, call } = await seededApi());
});
afterAll(async () => {
  await app?.close();
  await db?.close();
  await stopTestCluster();
});

interface Page {
  data: Record<string, unknown>[];
  success: boolean;
  meta: { at: number; page_size: number; fingerprint?: string; links?: { next: string } };
}
const get = async (url: string) => (await call({ method: 'GET', url })).json() as Page;

/** Follows fingerprints to the end, collecting every row. */
async function walk(url: string): Promise<Record<string, unknown>[]> {
  const rows: Record<string, unknown>[] = [];
  let next: string | undefined = url;
  while (next !== undefined) {
    const page: Page = await get(next);
    expect(page.success).toBe(true);
    expect(page.meta.page_size).toBe(page.data.length);
    rows.push(...page.data);
    const fp = page.meta.fingerprint;
    next = fp === undefined ? undefined : `${url}${url.includes('?') ? '&' : '?'}fingerprint=${fp}`;
    if (fp !== undefined) expect(page.meta.links?.next).toContain(`fingerprint=${fp}`);
  }
  return rows;
}

// A sends the POX transfer of every block (seq 1, 3, 5 …); B sends the USDT calls (seq 2, 4 …).
const aSeqs = Array.from({ length: BLOCKS - 1 }, (_, i) => 2 * i + 1);
/** B's call at seq 4 makes USDT send A 5 sun in an internal transaction: A's only part in it. */
const INTERNAL = 4;
const aAll = [...aSeqs, INTERNAL].sort((x, y) => x - y);

describe('GET /v1/accounts/:address/transactions', () => {
  it('walks every transaction of the address once, newest first, by fingerprint', async () => {
    const rows = await walk(`/v1/accounts/${A}/transactions?limit=7`);
    expect(rows.map((r) => r.txID)).toEqual(aAll.map(txHash).reverse());
  });

  it('walks oldest first with order_by=block_timestamp,asc, and takes camelCase and hex addresses', async () => {
    const rows = await walk(
      `/v1/accounts/${toHexAddress(A)}/transactions?orderBy=block_timestamp,asc&limit=200`,
    );
    expect(rows.map((r) => r.txID)).toEqual(aAll.map(txHash));
  });

  it('includes a transaction reaching the address only internally, unless search_internal=false', async () => {
    const ids = async (query: string) =>
      (await walk(`/v1/accounts/${A}/transactions?limit=5${query}`)).map((r) => r.txID);
    const internal = txHash(INTERNAL);
    expect(await ids('')).toContain(internal);
    expect(await ids('&search_internal=true')).toEqual(aAll.map(txHash).reverse());
    expect(await ids('&search_internal=false')).toEqual(aSeqs.map(txHash).reverse());
    expect(await ids('&searchInternal=false')).not.toContain(internal);
    // A receives inside seq 4 and calls inside nothing.
    expect(await ids('&only_to=true')).toContain(internal);
    expect(await ids('&only_from=true')).not.toContain(internal);
    // USDT is the recipient of seq 4 and the caller inside it: listed once.
    const usdt = await walk(`/v1/accounts/${USDT}/transactions?limit=3`);
    expect(usdt.map((r) => r.txID)).toEqual(aSeqs.map((s) => txHash(s + 1)).reverse());
    const usdtFrom = await walk(`/v1/accounts/${USDT}/transactions?only_from=true`);
    expect(usdtFrom.map((r) => r.txID)).toEqual([internal]);
    expect(await walk(`/v1/accounts/${USDT}/transactions?only_from=true&search_internal=false`)).toEqual([]);
  });

  it('answers in java-tron JSON with the receipt fields', async () => {
    const [tx] = (await get(`/v1/accounts/${A}/transactions?limit=1&order_by=block_timestamp,asc`)).data;
    expect(tx).toMatchObject({
      txID: txHash(1),
      blockNumber: 1,
      block_timestamp: T0 + 3000,
      ret: [{ contractRet: 'SUCCESS', fee: 0 }],
      net_usage: 267,
      energy_fee: 0,
      raw_data: {
        contract: [
          {
            type: 'TransferContract',
            parameter: {
              type_url: 'type.googleapis.com/protocol.TransferContract',
              value: { owner_address: toHexAddress(A), to_address: toHexAddress(B), amount: 1_000_000 },
            },
          },
        ],
      },
      internal_transactions: [],
    });
    expect(tx?.signature).toHaveLength(1);
  });

  it('filters by direction, confirmation and block time', async () => {
    const to = await walk(`/v1/accounts/${B}/transactions?only_to=true&limit=200`);
    expect(to.every((r) => r.txID !== txHash(2))).toBe(true);
    expect(to).toHaveLength(BLOCKS - 1);
    const from = await walk(`/v1/accounts/${B}/transactions?only_from=true&limit=200`);
    expect(from.map((r) => r.txID)).toEqual(aSeqs.map((s) => txHash(s + 1)).reverse());
    const confirmed = await walk(`/v1/accounts/${A}/transactions?onlyConfirmed=true&limit=200`);
    // Block 2 holds A's transfer and the call that sends A an internal transaction.
    expect(confirmed.map((r) => r.blockNumber)).toEqual([
      ...Array.from({ length: BLOCKS - 21 }, (_, i) => BLOCKS - 20 - i),
      2,
      1,
    ]);
    const unconfirmed = await walk(`/v1/accounts/${A}/transactions?only_unconfirmed=true&limit=200`);
    expect(unconfirmed.every((r) => (r.blockNumber as number) > BLOCKS - 20)).toBe(true);
    expect(confirmed.length + unconfirmed.length).toBe(aAll.length);
    const window = await walk(
      `/v1/accounts/${A}/transactions?min_block_timestamp=${T0 + 10 * 3000}&max_timestamp=${T0 + 12 * 3000}`,
    );
    expect(window.map((r) => r.blockNumber)).toEqual([12, 11, 10]);
  });

  it('answers bad parameters with TronGrid error bodies naming them', async () => {
    for (const [query, name] of [
      ['limit=201', 'limit'],
      ['limit=abc', 'limit'],
      ['fingerprint=bogus', 'fingerprint'],
      ['only_confirmed=true&only_unconfirmed=true', 'only_confirmed'],
      ['order_by=fee,asc', 'order_by'],
      ['min_timestamp=-1', 'min_timestamp'],
      ['search_internal=yes', 'search_internal'],
      ['searchInternal=1', 'search_internal'],
      ['search_internal=truefalse', 'search_internal'],
    ] as const) {
      const res = await call({ method: 'GET', url: `/v1/accounts/${A}/transactions?${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toEqual({ success: false, error: expect.stringContaining(name), statusCode: 400 });
    }
    const bad = await call({ method: 'GET', url: '/v1/accounts/Tnotanaddress/transactions' });
    expect(bad.json()).toMatchObject({
      success: false,
      statusCode: 400,
      error: expect.stringContaining('address'),
    });
  });

  it("refuses another list's fingerprint", async () => {
    const trc20 = await get(`/v1/accounts/${A}/transactions/trc20?limit=1`);
    const res = await call({
      method: 'GET',
      url: `/v1/accounts/${A}/transactions?fingerprint=${trc20.meta.fingerprint}`,
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('GET /v1/accounts/:address/transactions/trc20', () => {
  it('walks the PRC20 transfers with token_info, newest first', async () => {
    const rows = await walk(`/v1/accounts/${A}/transactions/trc20?limit=10&contract_address=${USDT}`);
    const blocks = Array.from({ length: BLOCKS - 1 }, (_, i) => BLOCKS - 1 - i).filter(
      (n) => n !== FAILED_BLOCK,
    );
    expect(rows.map((r) => r.transaction_id)).toEqual(blocks.map((n) => txHash(2 * n)));
    expect(rows[0]).toEqual({
      transaction_id: txHash(2 * (BLOCKS - 1)),
      token_info: { symbol: 'USDT', address: USDT, decimals: 6, name: 'Tether USD' },
      block_timestamp: T0 + (BLOCKS - 1) * 3000,
      from: B,
      to: A,
      type: 'Transfer',
      value: String((BLOCKS - 1) * 1_500_000),
    });
    expect(await walk(`/v1/accounts/${A}/transactions/trc20?only_from=true`)).toEqual([]);
  });
});

describe('internal transactions', () => {
  it('lists them per account and contract, and inside their transaction', async () => {
    const internal = {
      tx_id: txHash(4),
      from_address: toHexAddress(USDT),
      to_address: toHexAddress(A),
      data: { note: Buffer.from('call').toString('hex'), rejected: false, call_value: { _: 5 } },
    };
    expect((await get(`/v1/accounts/${A}/internal-transactions`)).data).toEqual([
      expect.objectContaining(internal),
    ]);
    expect((await get(`/v1/contracts/${USDT}/internal-transactions?only_confirmed=true`)).data).toEqual([
      expect.objectContaining(internal),
    ]);
    expect((await get(`/v1/accounts/${B}/internal-transactions`)).data).toEqual([]);
    const [tx] = (
      await get(`/v1/accounts/${B}/transactions?order_by=block_timestamp,asc&only_from=true&limit=2`)
    ).data.slice(1);
    expect(tx).toMatchObject({ txID: txHash(4), internal_transactions: [expect.objectContaining(internal)] });
  });
});

describe('GET /v1/accounts/:address and /resources', () => {
  it('answers the account in getaccount shape with its token balances', async () => {
    const page = await get(`/v1/accounts/${A}`);
    expect(page.data).toHaveLength(1);
    expect(page.data[0]).toMatchObject({
      address: toHexAddress(A),
      assetV2: [{ key: '1000001', value: 1_000_000 }],
      trc20: [{ [USDT]: '600000000' }],
    });
    expect(typeof page.data[0]?.balance).toBe('number');
    expect((await get(`/v1/accounts/${A}/resources`)).data[0]).toHaveProperty('energy_limit');
    expect((await get('/v1/accounts/TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7')).data).toEqual([]);
  });

  it('takes the key as TRON-PRO-API-KEY and answers a missing key with a TronGrid 401', async () => {
    const ok = await app.inject({ url: `/v1/accounts/${A}`, headers: { 'TRON-PRO-API-KEY': KEY } });
    expect(ok.statusCode).toBe(200);
    const missing = await app.inject({ url: `/v1/accounts/${A}` });
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toMatchObject({ success: false, statusCode: 401 });
  });
});
