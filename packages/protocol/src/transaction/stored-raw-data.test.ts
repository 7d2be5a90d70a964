import { readJavaTronFixture } from '@poxscan/test-support/fixtures';
import { describe, expect, it } from 'vitest';
import { contractTypeNumber } from '../contract-types.js';
import { type RawDataColumns, rawDataHexFromStored, storedRawDataHex } from './stored-raw-data.js';
import { unpackZeroRuns } from './zero-runs.js';

interface FixtureTx {
  raw_data_hex: string;
  raw_data: { contract: { type: string; parameter: { value: Record<string, unknown> } }[] };
}

const FILES = [
  'createtransaction-1.json',
  'createtransaction-2.json',
  'deploycontract-1.json',
  'freezebalancev2-1.json',
  'gettransactionbyid-1.json',
  'transferasset-1.json',
  'triggerconstantcontract-2.json',
  'triggersmartcontract-1.json',
];

function fixtureTx(file: string): FixtureTx {
  const json = readJavaTronFixture<FixtureTx & { transaction?: FixtureTx }>(file);
  return json.transaction ?? json;
}

/** The columns the indexer keeps for a transaction: owner, and recipient or called contract. */
function columnsOf(tx: FixtureTx): RawDataColumns {
  const contract = tx.raw_data.contract[0]!;
  const value = contract.parameter.value;
  const to = value.to_address ?? value.contract_address ?? null;
  return {
    contractType: contractTypeNumber(contract.type)!,
    ownerAddress: value.owner_address as string,
    toAddress: to as string | null,
  };
}

describe('stored raw_data', () => {
  it.each(FILES)('reads back byte for byte, and shorter: %s', (file) => {
    const tx = fixtureTx(file);
    const columns = columnsOf(tx);
    const stored = storedRawDataHex(tx.raw_data_hex, columns);
    expect(rawDataHexFromStored(stored, columns)).toBe(tx.raw_data_hex);
    // The type URL (at least 47 bytes with its tag) and the owner (21) always go.
    expect(stored.length / 2).toBeLessThanOrEqual(tx.raw_data_hex.length / 2 - 60);
  });

  it('leaves out the type URL, the owner and the recipient of a transfer', () => {
    const tx = fixtureTx('createtransaction-1.json');
    const columns = columnsOf(tx);
    const stored = storedRawDataHex(tx.raw_data_hex, columns);
    // 47 + 21 + 21 bytes cut, 8 bytes of cut list added.
    expect(tx.raw_data_hex.length / 2 - stored.length / 2).toBe(47 + 21 + 21 - 8);
    expect(stored).not.toContain(columns.ownerAddress.slice(2));
  });

  it('keeps what the columns do not give back, and reads it back', () => {
    const tx = fixtureTx('createtransaction-1.json');
    const other = { ...columnsOf(tx), ownerAddress: 'TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeL', toAddress: null };
    const stored = storedRawDataHex(tx.raw_data_hex, other);
    expect(rawDataHexFromStored(stored, other)).toBe(tx.raw_data_hex);
    expect(stored.length / 2).toBe(tx.raw_data_hex.length / 2 - 47 + 4);
    const unknownType = { ...other, contractType: 7 };
    expect(storedRawDataHex(tx.raw_data_hex, unknownType)).toBe(tx.raw_data_hex);
  });

  it('reads back bytes that start with 0x00, which the cut form also starts with', () => {
    const columns = { contractType: 1, ownerAddress: 'x', toAddress: null };
    const odd = `00${'ab'.repeat(200)}`;
    const stored = storedRawDataHex(odd, columns);
    expect(stored).not.toBe(odd);
    expect(rawDataHexFromStored(stored, columns)).toBe(odd);
  });

  it('counts long stretches before a cut with a multi-byte varint', () => {
    const tx = fixtureTx('createtransaction-1.json');
    const columns = columnsOf(tx);
    const padded = `52${'8001'}${'cd'.repeat(128)}${tx.raw_data_hex}`;
    const stored = storedRawDataHex(padded, columns);
    expect(stored.length).toBeLessThan(padded.length);
    expect(rawDataHexFromStored(stored, columns)).toBe(padded);
  });

  it('counts the zero bytes of a contract call’s ABI words instead of keeping them', () => {
    const tx = fixtureTx('triggersmartcontract-1.json');
    const columns = columnsOf(tx);
    const stored = storedRawDataHex(tx.raw_data_hex, columns);
    expect(rawDataHexFromStored(stored, columns)).toBe(tx.raw_data_hex);
    // transfer(address,uint256): 12 zero bytes before the address, 31 before the amount; the form
    // adds its mark, three literal counts and two run counts.
    const cutForm = unpackZeroRuns(stored);
    expect(cutForm.startsWith('00')).toBe(true);
    expect(cutForm.length / 2 - stored.length / 2).toBe(12 + 31 - 6);
  });

  it('reads back bytes that start with 0x01, which the zero-run form starts with', () => {
    const columns = { contractType: 1, ownerAddress: 'x', toAddress: null };
    const odd = `01${'ab'.repeat(50)}`;
    const stored = storedRawDataHex(odd, columns);
    expect(stored).not.toBe(odd);
    expect(rawDataHexFromStored(stored, columns)).toBe(odd);
  });

  it('refuses a stored value its row cannot fill', () => {
    const tx = fixtureTx('createtransaction-1.json');
    const columns = columnsOf(tx);
    const stored = storedRawDataHex(tx.raw_data_hex, columns);
    expect(() => rawDataHexFromStored(stored, { ...columns, toAddress: null })).toThrow(/cannot fill/);
    expect(() => rawDataHexFromStored(stored.slice(0, 10), columns)).toThrow(/shorter|ends inside/);
  });
});
