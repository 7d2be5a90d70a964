import { readJavaTronFixture } from '@poxscan/test-support/fixtures';
import { describe, expect, it } from 'vitest';
import { toBase58Address } from '../address.js';
import { contractAddressOf } from '../contract-address.js';
import { bytesToHex } from '../hex.js';
import { recoverAddressFromDigest } from '../signature.js';
import { txIdFromRawDataHex } from '../txid.js';
import { computeTxId, encodeTransaction, encodeTransactionRawData, rawDataHexOf } from './encode.js';
import { recoverSigners } from './sign.js';
import type { TransactionJson } from './types.js';

type Payload = TransactionJson & { transaction?: TransactionJson; contract_address?: string };
const load = (file: string): TransactionJson => {
  const payload = readJavaTronFixture<Payload>(file);
  return payload.transaction ?? payload;
};
const ownerOf = (tx: TransactionJson) => tx.raw_data.contract[0]!.parameter.value.owner_address as string;

// Strict-JSON fixtures whose txID and raw_data_hex are complete (SOURCES.md, "checks").
const COMPLETE = [
  'gettransactionbyid-1.json',
  'createtransaction-1.json',
  'createtransaction-2.json',
  'freezebalancev2-1.json',
  'transferasset-1.json',
  'deploycontract-1.json',
  'triggerconstantcontract-1.json',
  'triggerconstantcontract-2.json',
];

describe('transaction encoding against real java-tron payloads', () => {
  it.each(COMPLETE)('%s: raw_data re-encodes to raw_data_hex and txID', (file) => {
    const tx = load(file);
    expect(rawDataHexOf(tx)).toBe(tx.raw_data_hex);
    expect(computeTxId(tx)).toBe(tx.txID);
    expect(txIdFromRawDataHex(tx.raw_data_hex!)).toBe(tx.txID);
  });

  it('recomputes the txID of a 2018 broadcast request (no raw_data_hex) and recovers its signer (v = 01)', () => {
    const tx = load('broadcasttransaction-request-1.json');
    expect(computeTxId(tx)).toBe(tx.txID);
    expect(tx.signature![0]!.slice(128)).toBe('01');
    expect(recoverSigners(tx)).toEqual([ownerOf(tx)]);
  });

  it('recovers the owner of a signed Nile transaction (v = 00)', () => {
    const tx = load('gettransactionbyid-1.json');
    expect(tx.signature![0]!.slice(128)).toBe('00');
    expect(recoverSigners(tx)).toEqual([ownerOf(tx)]);
  });

  it('recovers the owner from the txID of a transaction whose data the source truncated (v = 1b)', () => {
    const tx = load('gettransactionbyid-2.json');
    expect(tx.signature![0]!.slice(128)).toBe('1b');
    expect(recoverAddressFromDigest(tx.txID!, tx.signature![0]!)).toBe(ownerOf(tx));
  });

  it('trusts raw_data_hex when the documented raw_data has a transcription error', () => {
    // SOURCES.md: the doc's `data` has one extra hex digit; raw_data_hex is authoritative.
    const tx = load('triggersmartcontract-1.json');
    expect(txIdFromRawDataHex(tx.raw_data_hex!)).toBe(tx.txID);
    expect(computeTxId(tx)).not.toBe(tx.txID);
  });

  it('derives the address of a deployed contract from its txID and owner', () => {
    const payload = readJavaTronFixture<Payload>('deploycontract-1.json');
    expect(contractAddressOf(payload.txID!, ownerOf(payload))).toBe(payload.contract_address);
    expect(contractAddressOf(payload.txID!, toBase58Address(ownerOf(payload)))).toBe(
      payload.contract_address,
    );
  });

  it('encodes visible=true JSON (base58 addresses) to the same bytes', () => {
    const tx = load('triggerconstantcontract-2.json');
    expect(tx.visible).toBe(true);
    expect(bytesToHex(encodeTransactionRawData(tx.raw_data, { visible: true }))).toBe(tx.raw_data_hex);
  });

  it('encodes a whole signed transaction with its signature and ret', () => {
    const tx = load('gettransactionbyid-1.json');
    const hex = bytesToHex(encodeTransaction(tx));
    // Transaction: raw_data = 1 (length-delimited), signature = 2, ret = 5 {contractRet = 3: SUCCESS}.
    expect(hex.startsWith(`0a${(tx.raw_data_hex!.length / 2).toString(16)}01${tx.raw_data_hex}`)).toBe(true);
    expect(hex).toContain(`1241${tx.signature![0]}`);
    expect(hex.endsWith('2a021801')).toBe(true);
  });

  it('rejects raw_data it cannot encode with a clear error', () => {
    expect(() => encodeTransactionRawData({ contract: [], ref_block_bytes: '', ref_block_hash: '' })).toThrow(
      'raw_data.contract must hold one contract',
    );
    const bad = { ...load('createtransaction-1.json').raw_data };
    bad.contract = [{ type: 'NoSuchContract', parameter: { value: {} } }];
    expect(() => encodeTransactionRawData(bad)).toThrow(
      /cannot encode raw_data: Unsupported transaction type/,
    );
  });
});
