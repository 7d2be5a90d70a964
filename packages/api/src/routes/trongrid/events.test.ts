import type { Db } from '@poxscan/db';
import { eventTopic, toEvmAddress } from '@poxscan/protocol';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stopTestCluster } from '../../test/database.js';
import { A, B, BLOCKS, blockHash, FAILED_BLOCK, T0, txHash, USDT } from '../../test/seed.js';
import { apiOn, seededApi } from '../../test/server.js';
import { realTransferLogs, TRANSFER_ABI } from '../../test/trongrid-logs.js';
import { writeBetween } from '../../test/write-between.js';

let app: FastifyInstance;
let db: Db;
let call: Awaited<ReturnType<typeof seededApi>>['call'];

beforeAll(async () => {
  ({ app, db, call } = await seededApi());
  await realTransferLogs(db, USDT, B, A);
});
afterAll(async () => {
  await app?.close();
  await db?.close();
  await stopTestCluster();
});

type Row = Record<string, unknown>;
interface Page {
  data: Row[];
  success: boolean;
  meta: { page_size: number; fingerprint?: string };
}
const get = async (url: string) => (await call({ method: 'GET', url })).json() as Page;

async function walk(url: string): Promise<Row[]> {
  const rows: Row[] = [];
  let fp: string | undefined;
  do {
    const page: Page = await get(fp === undefined ? url : `${url}&fingerprint=${fp}`);
    rows.push(...page.data);
    fp = page.meta.fingerprint;
  } while (fp !== undefined);
  return rows;
}

// Every block but the failed one holds one USDT Transfer log (B → A), in its second transaction.
const eventBlocks = Array.from({ length: BLOCKS - 1 }, (_, i) => i + 1).filter((n) => n !== FAILED_BLOCK);
const SOLID = BLOCKS - 20;

describe('GET /v1/contracts/:address/events', () => {
  it('walks every event once, newest first, decoded with the verified ABI', async () => {
    const rows = await walk(`/v1/contracts/${USDT}/events?limit=9`);
    expect(rows.map((r) => r.block_number)).toEqual([...eventBlocks].reverse());
    const n = BLOCKS - 1;
    const value = String(n * 1_500_000);
    const from = toEvmAddress(B);
    const to = toEvmAddress(A);
    expect(rows[0]).toEqual({
      block_number: n,
      block_timestamp: T0 + n * 3000,
      caller_contract_address: USDT,
      contract_address: USDT,
      event_index: 0,
      event_name: 'Transfer',
      result: { 0: from, 1: to, 2: value, from, to, value },
      result_type: { from: 'address', to: 'address', value: 'uint256' },
      event: 'Transfer(address indexed from, address indexed to, uint256 value)',
      transaction_id: txHash(2 * n),
      _unconfirmed: true,
    });
    expect(rows.at(-1)).not.toHaveProperty('_unconfirmed');
  });

  it('filters by name, block, confirmation and time, in either order', async () => {
    expect(await walk(`/v1/contracts/${USDT}/events?event_name=Approval`)).toEqual([]);
    const one = await walk(`/v1/contracts/${USDT}/events?eventName=Transfer&blockNumber=10`);
    expect(one.map((r) => r.transaction_id)).toEqual([txHash(20)]);
    const confirmed = await walk(
      `/v1/contracts/${USDT}/events?only_confirmed=true&order_by=block_timestamp,asc`,
    );
    expect(confirmed.map((r) => r.block_number)).toEqual(eventBlocks.filter((n) => n <= SOLID));
    const window = await walk(
      `/v1/contracts/${USDT}/events?min_block_timestamp=${T0 + 5 * 3000}&max_block_timestamp=${T0 + 8 * 3000}`,
    );
    expect(window.map((r) => r.block_number)).toEqual([8, 6, 5]);
  });

  it('flags every event only_unconfirmed returns, though a block solidifies during the request', async () => {
    const solidify = (block: number) =>
      db.kysely.updateTable('indexer_status').set({ solidified_block: block }).where('id', '=', 1).execute();
    // The confirmation filter reads the solidified block first; the indexer moves it right after.
    const raced = await apiOn(writeBetween(db, /indexer_status/, () => solidify(BLOCKS - 1)));
    try {
      const res = await raced.call({
        method: 'GET',
        url: `/v1/contracts/${USDT}/events?only_unconfirmed=true&limit=200`,
      });
      const { data } = res.json() as Page;
      expect(data.map((r) => r.block_number)).toEqual(eventBlocks.filter((n) => n > SOLID).reverse());
      expect(data.filter((r) => r._unconfirmed !== true)).toEqual([]);
    } finally {
      await raced.app.close();
      await solidify(SOLID);
    }
  });

  it('names an event its ABI no longer declares by the signature the indexer kept', async () => {
    const signature = 'Transfer(address,address,uint256)';
    await db.kysely
      .insertInto('event_signatures')
      .values({ topic0: `\\x${eventTopic(signature)}`, signature })
      .onConflict((oc) => oc.doNothing())
      .execute();
    const setAbi = (abi: unknown) =>
      db.kysely
        .updateTable('contract_verifications')
        .set({ abi: JSON.stringify(abi) })
        .where('address', '=', USDT)
        .execute();
    // The verified ABI replaced by one without the event (the one on chain has none either).
    await setAbi([{ type: 'function', name: 'transfer' }]);
    try {
      const named = { event_name: 'Transfer', event: signature, result: {}, result_type: {} };
      expect((await get(`/v1/transactions/${txHash(22)}/events`)).data).toEqual([
        expect.objectContaining(named),
      ]);
      const page = await get(`/v1/contracts/${USDT}/events?limit=3&only_confirmed=true`);
      expect(page.data).toEqual(Array(3).fill(expect.objectContaining(named)));
    } finally {
      await setAbi(TRANSFER_ABI);
    }
  });
});

describe('GET /v1/transactions/:id/events and /v1/blocks/:number/events', () => {
  it("answers a transaction's and a block's events", async () => {
    expect((await get(`/v1/transactions/${txHash(20)}/events`)).data.map((r) => r.block_number)).toEqual([
      10,
    ]);
    expect((await get(`/v1/transactions/${txHash(19)}/events`)).data).toEqual([]);
    expect((await get('/v1/blocks/10/events')).data.map((r) => r.transaction_id)).toEqual([txHash(20)]);
    expect((await get(`/v1/blocks/${blockHash(10)}/events`)).data.map((r) => r.transaction_id)).toEqual([
      txHash(20),
    ]);
    expect((await get('/v1/blocks/latest/events')).data.map((r) => r.block_number)).toEqual([BLOCKS - 1]);
    const confirmed = await get('/v1/blocks/latest/events?only_confirmed=true');
    expect(confirmed.data.map((r) => r.block_number)).toEqual([SOLID]);
    const bad = await call({ method: 'GET', url: '/v1/blocks/ten/events' });
    expect(bad.json()).toMatchObject({
      success: false,
      statusCode: 400,
      error: expect.stringContaining('number'),
    });
  });
});

describe('contracts, assets', () => {
  it("lists a contract's calls and a token's holders, richest first", async () => {
    const txs = await walk(`/v1/contracts/${USDT}/transactions?limit=20`);
    expect(txs).toHaveLength(BLOCKS - 1);
    expect(txs[0]).toMatchObject({
      txID: txHash(2 * (BLOCKS - 1)),
      raw_data: { contract: [{ type: 'TriggerSmartContract' }] },
    });
    const holders = await walk(`/v1/contracts/${USDT}/tokens?limit=1`);
    expect(holders).toEqual([{ [B]: '999400000000' }, { [A]: '600000000' }]);
  });

  it('lists PRC10 assets by id, by issuer and by name', async () => {
    const asset = { id: '1000001', owner_address: A, name: 'Yuvi Coin', abbr: 'YUVI', precision: 0 };
    expect((await get('/v1/assets')).data).toEqual([expect.objectContaining(asset)]);
    expect((await get('/v1/assets/1000001')).data).toEqual([expect.objectContaining(asset)]);
    expect((await get(`/v1/assets/${A}`)).data).toEqual([expect.objectContaining(asset)]);
    expect((await get('/v1/assets/yuvi%20coin/list')).data).toEqual([expect.objectContaining(asset)]);
    expect((await get('/v1/assets/nothing/list')).data).toEqual([]);
  });
});

describe('legacy /event paths', () => {
  it('walks a contract by size and _fingerprint, and answers a transaction', async () => {
    const rows: Row[] = [];
    let fp: string | undefined;
    do {
      const res = await call({
        method: 'GET',
        url: `/event/contract/${USDT}/Transfer?size=20&sort=block_timestamp${fp ? `&fingerprint=${fp}` : ''}`,
      });
      const page = res.json() as Row[];
      rows.push(...page);
      fp = page.at(-1)?._fingerprint as string | undefined;
    } while (fp !== undefined);
    expect(rows.map((r) => r.block_number)).toEqual(eventBlocks);
    expect(rows[0]).toMatchObject({ event_name: 'Transfer', resource_Node: 'solidityNode' });
    const block = await call({ method: 'GET', url: `/event/contract/${USDT}/Transfer/10` });
    expect((block.json() as Row[]).map((r) => r.transaction_id)).toEqual([txHash(20)]);
    const since = await call({
      method: 'GET',
      url: `/event/contract/${USDT}?since=${T0 + (BLOCKS - 2) * 3000}`,
    });
    expect((since.json() as Row[]).map((r) => r.block_number)).toEqual([BLOCKS - 1, BLOCKS - 2]);
    const tx = await call({ method: 'GET', url: `/event/transaction/${txHash(20)}` });
    expect((tx.json() as Row[])[0]).toMatchObject({
      transaction_id: txHash(20),
      result: { value: '15000000' },
    });
  });

  it('documents every TronGrid path in OpenAPI', async () => {
    const doc = (await app.inject({ url: '/api/openapi.json' })).json() as {
      paths: Record<string, { get: { security: unknown } }>;
    };
    expect(doc.paths['/v1/accounts/{address}/transactions']?.get.security).toEqual([
      { bearer: [] },
      { tronProApiKey: [] },
    ]);
    for (const path of [
      '/v1/accounts/{address}',
      '/v1/accounts/{address}/resources',
      '/v1/accounts/{address}/transactions',
      '/v1/accounts/{address}/transactions/trc20',
      '/v1/accounts/{address}/internal-transactions',
      '/v1/contracts/{address}/events',
      '/v1/contracts/{address}/transactions',
      '/v1/contracts/{address}/tokens',
      '/v1/contracts/{address}/internal-transactions',
      '/v1/transactions/{id}/events',
      '/v1/blocks/{number}/events',
      '/v1/assets',
      '/v1/assets/{identifier}',
      '/v1/assets/{name}/list',
      '/event/contract/{address}',
      '/event/contract/{address}/{event}',
      '/event/contract/{address}/{event}/{block}',
      '/event/transaction/{id}',
    ])
      expect(doc.paths[path]?.get, path).toBeDefined();
  });
});
