import { readFileSync } from 'node:fs';
import type { Db, TransfersTable } from '@poxscan/db';
import { txHashValue } from '@poxscan/db';
import type { FastifyInstance } from 'fastify';
import type { Insertable } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blockRow } from '../test/blocks.js';
import { stopTestCluster } from '../test/database.js';
import { A, B, EVIL_TOKEN, USDT } from '../test/seed.js';
import { seededApi } from '../test/server.js';

/** Block 0 at 2024-02-01T00:00:00Z, one block every 3 s, so the files below never change. */
const T0 = Date.UTC(2024, 1, 1);
const golden = (name: string) => readFileSync(new URL(`./golden/${name}`, import.meta.url), 'utf8');

let app: FastifyInstance;
let db: Db;
let call: Awaited<ReturnType<typeof seededApi>>['call'];
const csv = (query: Record<string, string>) =>
  call({ method: 'GET', url: `/api/getCsvResource?${new URLSearchParams(query)}` });

beforeAll(async () => {
  ({ app, db, call } = await seededApi({}, T0));
  // Block 60: one call whose transfers are a token with a formula for a symbol, then 5,100 small ones.
  const at = { block_num: 60, block_time: new Date(T0 + 180_000) };
  await db.kysely
    .insertInto('blocks')
    .values(
      blockRow({
        block_time: at.block_time,
        num: 60,
        hash: 'd'.repeat(64),
        parent_hash: 'c'.repeat(64),
        witness_address: B,
        size: 300,
        tx_count: 1,
        transfer_count: 5101,
        internal_tx_count: 5100,
        event_count: 1,
        last_tx_seq: 119,
        last_transfer_seq: 5218,
      }),
    )
    .execute();
  await db.kysely
    .insertInto('transactions')
    .values({
      ...at,
      seq: 119,
      hash: txHashValue('e'.repeat(64)),
      contract_type: 31,
      owner_address: B,
      to_address: USDT,
      amount: '0',
      token_id: null,
      fee: '0',
      energy_usage: 0,
      energy_fee: '0',
      net_usage: 0,
      net_fee: '0',
      fee_limit: null,
      success: true,
      result: 'SUCCESS',
      result_message: null,
      revert_reason: null,
      method_id: null,
      memo: null,
      signatures: '[]',
      parameter: '{}',
    })
    .execute();
  const transfer = (
    seq: number,
    extra: Pick<
      Insertable<TransfersTable>,
      'standard' | 'token_id' | 'from_address' | 'to_address' | 'amount'
    >,
  ) => ({
    seq,
    tx_seq: 119,
    nft_id: null,
    ...extra,
  });
  await db.kysely
    .insertInto('transfers')
    .values([
      transfer(118, {
        standard: 'PRC20',
        token_id: EVIL_TOKEN,
        from_address: B,
        to_address: A,
        amount: '1234567890123456789',
      }),
      ...Array.from({ length: 5_100 }, (_, i) =>
        transfer(119 + i, {
          standard: 'POX',
          token_id: '_',
          from_address: B,
          to_address: USDT,
          amount: String(i + 1),
        }),
      ),
    ])
    .execute();
});
afterAll(async () => {
  await app?.close();
  await db?.close();
  await stopTestCluster();
});

describe('CSV export', () => {
  it('streams RFC 4180 CSV, oldest first, decimals applied, UTC times, formulas neutralised', async () => {
    const res = await csv({ type: '', contractAddress: A, fromBlock: '1', toBlock: '3' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="data-export-\d+\.csv"$/);
    expect(res.body).toBe(golden('address-blocks-1-3.csv'));
  });

  it('filters by token symbol, and by dates (dd/mm/yyyy, end day included)', async () => {
    const usdt = await csv({ type: 'USDT', contractAddress: USDT, fromBlock: '1', toBlock: '4' });
    expect(usdt.body).toBe(golden('usdt-blocks-1-4.csv'));
    const byDate = await csv({
      type: 'POX',
      contractAddress: A,
      startDate: '31/01/2024',
      endDate: '01/02/2024',
    });
    const lines = byDate.body.trim().split('\r\n');
    expect(lines).toHaveLength(1 + 59);
    expect(lines[1]).toMatch(/^[0-9a-f]{64},1,2024-02-01T00:00:03Z,/);
  });

  it('exports at most the earliest 5,000 records', async () => {
    const res = await csv({ contractAddress: USDT, fromBlock: '59', toBlock: '60', type: 'POX' });
    const lines = res.body.trim().split('\r\n');
    expect(lines).toHaveLength(1 + 5_000);
    expect(lines[1]).toContain(',60,2024-02-01T00:03:00Z,');
    expect(lines[1]).toContain(',0.000001,POX,_,POX');
    expect(lines.at(-1)).toContain(',0.005,POX,_,POX');
  });

  it('neutralises a token symbol that a spreadsheet would run', async () => {
    const res = await csv({ contractAddress: A, fromBlock: '59', toBlock: '60' });
    expect(res.body).toBe(golden('address-blocks-59-60.csv'));
    expect(res.body).toContain(",1.234567890123456789,'+EVIL,");
  });

  it("answers { status, message } with the page's text when there is nothing to export", async () => {
    const res = await csv({ contractAddress: A, fromBlock: '58', toBlock: '59', type: 'YUVI' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: 404, message: 'No data found for the selected criteria.' });
  });

  it.each([
    [{ contractAddress: '' }, 'Please enter a valid contract address.', 'contractAddress'],
    [
      { contractAddress: A, fromBlock: '9', toBlock: '3' },
      'From Block should be less than To Block.',
      'fromBlock',
    ],
    [
      { contractAddress: A, fromBlock: '1', toBlock: '10002' },
      'Block range should not exceed 10,000.',
      'toBlock',
    ],
    [
      { contractAddress: A, startDate: '02/02/2024', endDate: '01/02/2024' },
      'Start Date should be earlier than End Date.',
      'startDate',
    ],
  ])('refuses %j with the spec message', async (query, message, parameter) => {
    const res = await csv(query as Record<string, string>);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 400, message, error: { code: 'BAD_PARAMETER', parameter } });
  });

  it('rejects malformed fields by schema, naming them', async () => {
    const res = await csv({ contractAddress: A, fromBlock: '1e3', toBlock: '5' });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.parameter).toBe('fromBlock');
  });
});
