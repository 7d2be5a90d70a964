import { hexToBytes } from '@poxscan/protocol';
import { readJavaTronFixture } from '@poxscan/test-support/fixtures';
import { describe, expect, it } from 'vitest';
import { decodeRawData, encodeRawData, identify } from './codec.js';

describe('transaction codec', () => {
  it('re-encodes real java-tron transactions to their raw_data_hex and txID', async () => {
    for (const name of [
      'createtransaction-1.json',
      'transferasset-1.json',
      'deploycontract-1.json',
      'gettransactionbyid-1.json',
    ]) {
      const tx = (await readJavaTronFixture(name)) as {
        raw_data: unknown;
        raw_data_hex: string;
        txID: string;
      };
      const raw = encodeRawData(tx);
      expect(Buffer.from(raw).toString('hex'), name).toBe(tx.raw_data_hex);
      expect(identify(raw, []).txID, name).toBe(tx.txID);
    }
  });

  it('keeps TRON_POWER (tronweb alone would decode BANDWIDTH)', () => {
    for (const type of ['FreezeBalanceV2Contract', 'UnfreezeBalanceV2Contract']) {
      const field = type === 'FreezeBalanceV2Contract' ? 'frozen_balance' : 'unfreeze_balance';
      const value = { owner_address: '41'.padEnd(42, '1'), [field]: 5_000_000, resource: 'TRON_POWER' };
      const raw_data = {
        contract: [{ parameter: { value, type_url: `type.googleapis.com/protocol.${type}` }, type }],
        ref_block_bytes: '0001',
        ref_block_hash: '0102030405060708',
        expiration: 1_000_000,
      };
      expect(decodeRawData(encodeRawData({ raw_data })).contract[0]!.parameter.value).toEqual(value);
    }
  });

  it('decodes raw bytes into java-tron JSON that encodes back to the same bytes', async () => {
    const tx = (await readJavaTronFixture('freezebalancev2-1.json')) as {
      raw_data: unknown;
      raw_data_hex: string;
    };
    const decoded = decodeRawData(hexToBytes(tx.raw_data_hex));
    expect(decoded).toEqual(tx.raw_data);
    expect(Buffer.from(encodeRawData({ raw_data: decoded })).toString('hex')).toBe(tx.raw_data_hex);
  });
});
