import { encodeBlockHeaderRaw } from '@poxscan/protocol/chain';
import type { BlockJson, TransactionJson } from '../node/types.js';

const varintSize = (n: number): number =>
  n < 0x80 ? 1 : n < 0x4000 ? 2 : n < 0x200000 ? 3 : n < 0x10000000 ? 4 : 5;
/** Bytes of a length-delimited protobuf field (tag < 16) holding `length` bytes. */
const field = (length: number): number => 1 + varintSize(length) + length;

// Transaction.Result.contractRet is an enum: default (0) leaves the Result message empty.
const resultSize = (tx: TransactionJson): number => {
  const ret = tx.ret?.[0]?.contractRet;
  return field(ret === undefined || ret === 'DEFAULT' ? 0 : 2);
};

function transactionSize(tx: TransactionJson): number {
  const sigs = (tx.signature ?? []).reduce((n, s) => n + field(s.length / 2), 0);
  return field(tx.raw_data_hex.length / 2) + sigs + (tx.ret ?? []).reduce((n) => n + resultSize(tx), 0);
}

/** Size in bytes of the block's protobuf encoding (Block: transactions = 1, block_header = 2). */
export function blockSize(block: BlockJson): number {
  const raw = encodeBlockHeaderRaw(block.block_header.raw_data).length;
  const signature = (block.block_header.witness_signature ?? '').length / 2;
  const header = field(raw) + (signature > 0 ? field(signature) : 0);
  return field(header) + (block.transactions ?? []).reduce((n, tx) => n + field(transactionSize(tx)), 0);
}
