import { utils } from 'tronweb';
import { describe, expect, it } from 'vitest';
import { bytesToHex } from '../hex.js';
import { decodeTransactionRawDataHex } from './decode-raw.js';
import { encodeTransactionRawData } from './encode.js';
import { A, B } from './sample-check.test-util.js';
import type { RawDataJson } from './types.js';

function rawData(type: string, value: Record<string, unknown>): RawDataJson {
  return {
    contract: [
      {
        parameter: {
          value: { owner_address: A, ...value },
          type_url: `type.googleapis.com/protocol.${type}`,
        },
        type,
      },
    ],
    ref_block_bytes: '8acb',
    ref_block_hash: '7c571ea3e7e9dbf3',
    expiration: 1_773_182_925_000,
    timestamp: 1_773_182_865_805,
  };
}

// Every contract with a ResourceCode field, holding TRON_POWER (code 2).
const TRON_POWER: Array<[string, Record<string, unknown>]> = [
  ['FreezeBalanceContract', { frozen_balance: 1_000_000, frozen_duration: 3, resource: 'TRON_POWER' }],
  ['UnfreezeBalanceContract', { resource: 'TRON_POWER' }],
  ['FreezeBalanceV2Contract', { frozen_balance: 1_000_000, resource: 'TRON_POWER' }],
  ['UnfreezeBalanceV2Contract', { unfreeze_balance: 1_000_000, resource: 'TRON_POWER' }],
  ['DelegateResourceContract', { resource: 'TRON_POWER', balance: 7, receiver_address: B }],
  ['UnDelegateResourceContract', { resource: 'TRON_POWER', balance: 7, receiver_address: B }],
];

describe('decodeTransactionRawDataHex: resource codes', () => {
  it.each(TRON_POWER)('%s keeps TRON_POWER (tronweb alone reads BANDWIDTH)', (type, value) => {
    const raw = rawData(type, value);
    const hex = bytesToHex(encodeTransactionRawData(raw));
    const tronwebValue = utils.deserializeTx.deserializeTransaction(type, hex).contract[0].parameter.value;
    expect(tronwebValue.resource).toBe('BANDWIDTH');
    expect(decodeTransactionRawDataHex(hex)).toEqual(raw);
  });

  it('still omits BANDWIDTH (the default) and keeps ENERGY', () => {
    const bandwidth = rawData('FreezeBalanceV2Contract', { frozen_balance: 5 });
    expect(decodeTransactionRawDataHex(bytesToHex(encodeTransactionRawData(bandwidth)))).toEqual(bandwidth);
    const energy = rawData('UnfreezeBalanceV2Contract', { unfreeze_balance: 5, resource: 'ENERGY' });
    expect(decodeTransactionRawDataHex(bytesToHex(encodeTransactionRawData(energy)))).toEqual(energy);
  });
});
