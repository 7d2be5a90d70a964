import { describe, expect, it } from 'vitest';
import type { StoredBlock } from '../chain/stored-block.js';
import { stringifyTagged } from '../state/codec.js';
import type { TxReceipt } from '../tx/receipt.js';
import { decodeStoredBlock, encodeStoredBlock } from './block-codec.js';

const receipt: TxReceipt = {
  id: 'ab'.repeat(32),
  fee: 1_100_000n,
  blockNumber: 7,
  blockTimeStamp: 1_700_000_000_000,
  contractRet: 'SUCCESS',
  contractResult: '',
  energyUsage: 0n,
  energyFee: 12n,
  originEnergyUsage: 0n,
  energyUsageTotal: 12n,
  netUsage: 0n,
  netFee: 100_000n,
  isVm: true,
  logs: [{ address: 'cd'.repeat(20), topics: ['ef'.repeat(32)], data: '' }],
  internalTransactions: [
    {
      hash: '01'.repeat(32),
      caller: '41'.padEnd(42, '2'),
      to: '41'.padEnd(42, '3'),
      callValue: 5n,
      note: '63616c6c',
      rejected: false,
    },
  ],
  failed: false,
  cancelUnfreezeV2Amount: [['ENERGY', 9n]],
  withdrawExpireAmount: 3n,
};
const block: StoredBlock = {
  number: 7,
  blockID: '00'.repeat(32),
  parentHash: '11'.repeat(32),
  timestamp: 1_700_000_000_000,
  witness: '41'.padEnd(42, '4'),
  txTrieRoot: '22'.repeat(32),
  version: 34,
  witnessSignature: '33'.repeat(65),
  transactions: [],
  receipts: [receipt],
};

describe('block log lines', () => {
  it('round-trip amounts as bigints', () => {
    expect(decodeStoredBlock(encodeStoredBlock(block))).toEqual(block);
  });

  it('read lines written in the earlier tagged form', () => {
    expect(decodeStoredBlock(stringifyTagged(block))).toEqual(block);
  });
});
