import { toBase58Address, txIdFromRawDataHex } from '@poxscan/protocol';
import { readTronGridFixture } from '@poxscan/test-support/fixtures';
import type { FastifyRequest } from 'fastify';
import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { page } from '../../routes/trongrid/envelope.js';
import { TronGridMeta } from '../../schemas/trongrid/envelope.js';
import { TronGridEvent } from '../../schemas/trongrid/event.js';
import { TronGridTransaction, TronGridTrc20Transfer } from '../../schemas/trongrid/transaction.js';
import { testAddress, testHash } from '../../test/addresses.js';
import { decodeEvent, eventJson } from './event-json.js';
import { type TxRow, transactionJson } from './tx-json.js';

type Json = Record<string, unknown>;
const keys = (o: unknown) => Object.keys(o as Json).sort();

const A = testAddress('alice');
const B = testAddress('bob');

const real = readTronGridFixture<Json & { raw_data_hex: string }>('transaction-transfer.json');
const realValue = (real.raw_data as { contract: { parameter: { value: Json } }[] }).contract[0]!.parameter
  .value;

/** The recorded TronGrid transfer as the indexer stores it: its columns and its raw_data bytes. */
const row: TxRow = {
  seq: 1,
  hash: real.txID as string,
  block_num: real.blockNumber as number,
  block_time: new Date(real.block_timestamp as number),
  contract_type: 1,
  owner_address: toBase58Address(realValue.owner_address as string),
  to_address: toBase58Address(realValue.to_address as string),
  contract_address: null,
  amount: '5',
  token_id: null,
  fee: '0',
  energy_usage: 0,
  energy_fee: '0',
  net_usage: 265,
  net_fee: '0',
  fee_limit: null,
  result: 'SUCCESS',
  signatures: real.signature,
  parameter: { owner_address: A, to_address: B, amount: 5 },
  caller_energy_usage: null,
  origin_energy_usage: null,
};

describe("PoxScan's TronGrid shapes against recorded TronGrid answers", () => {
  it('writes a stored transaction exactly as TronGrid did, raw_data read back from its bytes', () => {
    const ours = transactionJson(row, real.raw_data_hex, []);
    expect(ours).toEqual(real);
    expect(keys(ours)).toEqual(keys(real));
    expect(txIdFromRawDataHex(ours.raw_data_hex!)).toBe(ours.txID);
    expect(Value.Check(TronGridTransaction, real)).toBe(true);
    expect(Value.Check(TronGridTransaction, ours)).toBe(true);
  });

  it('rebuilds raw_data from the columns of a row indexed before the bytes were kept', () => {
    const ours = transactionJson(row, null, []);
    expect(keys(ours)).toEqual(keys(real).filter((k) => k !== 'raw_data_hex'));
    const realContract = (real.raw_data as { contract: Json[] }).contract[0]!;
    expect(ours.raw_data.contract[0]).toEqual({
      ...realContract,
      parameter: { ...(realContract.parameter as Json), value: expect.any(Object) },
    });
    expect(keys(ours.raw_data.contract[0]!.parameter.value)).toEqual(keys(realValue));
  });

  it('accepts the recorded PRC20 transfer, event and meta with its schemas', () => {
    expect(Value.Check(TronGridTrc20Transfer, readTronGridFixture('trc20-transfer.json'))).toBe(true);
    expect(Value.Check(TronGridMeta, readTronGridFixture('meta-next.json'))).toBe(true);
    const real = readTronGridFixture<Json>('contract-event.json');
    const event = {
      tx_seq: 1,
      log_index: 0,
      block_num: 9,
      block_time: new Date(1_786_700_820_000),
      contract_address: A,
      topic0: 'ddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef',
      topic1: `${'0'.repeat(24)}3bb66ddf2301bf0ca7adb8e75890ed2124508cac`,
      topic2: `${'0'.repeat(24)}a73651c9d150618c6debdeae5a626ceb755d711e`,
      topic3: null,
      data: (4_999_999_999).toString(16).padStart(64, '0'),
      event_name: 'Transfer',
      transaction_id: testHash('tx'),
    };
    const abi = [
      {
        type: 'event',
        name: 'Transfer',
        inputs: [
          { name: 'from', type: 'address', indexed: true },
          { name: 'to', type: 'address', indexed: true },
          { name: 'value', type: 'uint256' },
        ],
      },
    ];
    const ours = eventJson(event, abi, decodeEvent(event, abi), 8);
    // The recorded row was trimmed by its source: every key it kept is ours too, with the same value.
    expect(keys(ours)).toEqual(expect.arrayContaining(keys(real)));
    expect(ours.result).toMatchObject(real.result as Json);
    expect(ours.result_type).toEqual(real.result_type);
    expect(ours._unconfirmed).toBe(true);
    expect(Value.Check(TronGridEvent, ours)).toBe(true);
  });

  it('wraps a single answer in the envelope of the documented account example', () => {
    const real = readTronGridFixture<Json>('account-page.jsonc');
    const ours = page({} as FastifyRequest, [{ address: '41' }]);
    expect(keys(ours)).toEqual(keys(real));
    expect(keys(ours.meta)).toEqual(keys(real.meta));
  });
});
