import { signDigest } from '@poxscan/protocol';
import { describe, expect, it } from 'vitest';
import { blockJsonOf } from '../chain/block-json.js';
import type { StoredBlock } from '../chain/stored-block.js';
import { devnetKeys } from '../keys.js';
import { stringifyTagged } from '../state/codec.js';
import { encodeRawData, identify } from '../tx/codec.js';
import type { TxReceipt } from '../tx/receipt.js';
import { receiptJson } from '../tx/receipt-json.js';
import { decodeBlockLine, encodeBlockLine, lineParts } from './block-codec.js';

const [alice, bob] = devnetKeys(1).accounts;
const raw = encodeRawData({
  raw_data: {
    contract: [
      {
        parameter: {
          value: { owner_address: alice!.hex, to_address: bob!.hex, amount: 5 },
          type_url: 'type.googleapis.com/protocol.TransferContract',
        },
        type: 'TransferContract',
        Permission_id: 2,
      },
    ],
    ref_block_bytes: '0007',
    ref_block_hash: '0001020304050607',
    expiration: 1_700_000_060_000,
  },
});
const unsigned = identify(raw, []);
const transfer = identify(raw, [signDigest(unsigned.txID, alice!.privateKey)]);

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
  transactions: [transfer],
  receipts: [receipt],
};

describe('block log lines', () => {
  it('round-trip a block, its transactions and receipts (amounts as bigints)', () => {
    const { line, jsonBytes } = encodeBlockLine(block);
    expect(decodeBlockLine(line)).toEqual({ block, jsonBytes });
    expect(decodeBlockLine(line).block.transactions[0]).toMatchObject({
      contractType: 'TransferContract',
      permissionId: 2,
      bandwidthBytes: transfer.bandwidthBytes,
    });
  });

  it("hold java-tron's JSON of the block and of its receipts at the places their size says", () => {
    const { line, jsonBytes } = encodeBlockLine(block);
    const bytes = Buffer.from(line);
    const parts = lineParts(jsonBytes, bytes.length);
    const text = ([from, to]: readonly [number, number]) => bytes.subarray(from, to).toString();
    expect(JSON.parse(text(parts.block))).toEqual(blockJsonOf(block));
    expect(JSON.parse(text(parts.info))).toEqual([receiptJson(receipt)]);
  });

  it("read the older lines holding the chain's own block shape, plain or tagged", () => {
    const plain = JSON.stringify(block, (_, v) => (typeof v === 'bigint' ? v.toString() : v));
    expect(decodeBlockLine(plain)).toEqual({ block, jsonBytes: 0 });
    expect(decodeBlockLine(stringifyTagged(block))).toEqual({ block, jsonBytes: 0 });
  });
});
