import { toBase58Address, txIdFromRawDataHex } from '@poxscan/protocol';
import { readJavaTronFixture } from '@poxscan/test-support/fixtures';
import { describe, expect, it } from 'vitest';
import { type TxRow, transactionJson } from './tx-json.js';

interface JavaTronTx {
  txID: string;
  raw_data: { contract: { parameter: { value: Record<string, string> } }[] } & Record<string, unknown>;
  raw_data_hex: string;
  signature?: string[];
}

/** A real java-tron transaction as the indexer stores it, with a receipt's energy. */
function stored(file: string, energy: Partial<TxRow> = {}): { tx: JavaTronTx; row: TxRow } {
  const tx = readJavaTronFixture<JavaTronTx>(file);
  const value = tx.raw_data.contract[0]!.parameter.value;
  const row: TxRow = {
    seq: 1,
    hash: tx.txID,
    block_num: 66987565,
    block_time: new Date(1_717_419_792_000),
    contract_type: 31,
    owner_address: toBase58Address(value.owner_address!),
    to_address: null,
    contract_address: null,
    amount: '0',
    token_id: null,
    fee: '0',
    energy_usage: 0,
    energy_fee: '0',
    net_usage: 345,
    net_fee: '0',
    fee_limit: null,
    result: 'SUCCESS',
    signatures: tx.signature ?? [],
    parameter: {},
    caller_energy_usage: null,
    origin_energy_usage: null,
    ...energy,
  };
  return { tx, row };
}

describe('a transaction in java-tron JSON from its stored raw_data bytes', () => {
  it.each([
    'gettransactionbyid-1.json',
    'createtransaction-1.json',
    'transferasset-1.json',
    'freezebalancev2-1.json',
    'deploycontract-1.json',
  ])('%s: raw_data and raw_data_hex are what java-tron gave, and hash to the txID', (file) => {
    const { tx, row } = stored(file);
    const ours = transactionJson(row, tx.raw_data_hex, []);
    expect(ours.raw_data_hex).toBe(tx.raw_data_hex);
    expect(txIdFromRawDataHex(ours.raw_data_hex!)).toBe(tx.txID);
    expect(ours.raw_data).toEqual(tx.raw_data);
    expect(ours.raw_data).toMatchObject({
      ref_block_bytes: tx.raw_data.ref_block_bytes,
      ref_block_hash: tx.raw_data.ref_block_hash,
      expiration: tx.raw_data.expiration,
      timestamp: tx.raw_data.timestamp,
    });
  });

  it("splits the energy: the caller's stake, the deployer's share and the total", () => {
    const { tx, row } = stored('gettransactionbyid-1.json', {
      energy_usage: 30_000,
      caller_energy_usage: 12_000,
      origin_energy_usage: 8_000,
      energy_fee: '1000000',
    });
    expect(transactionJson(row, tx.raw_data_hex, [])).toMatchObject({
      energy_usage: 12_000,
      origin_energy_usage: 8_000,
      energy_usage_total: 30_000,
      energy_fee: 1_000_000,
    });
    const burnedOnly = transactionJson(
      { ...row, caller_energy_usage: null, origin_energy_usage: null },
      tx.raw_data_hex,
      [],
    );
    expect(burnedOnly).toMatchObject({ energy_usage: 0, energy_usage_total: 30_000 });
    expect(burnedOnly).not.toHaveProperty('origin_energy_usage');
  });
});
