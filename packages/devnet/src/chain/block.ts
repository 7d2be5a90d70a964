import {
  computeBlockId,
  computeTxTrieRoot,
  encodeBlockHeaderRaw,
  hexToBytes,
  signBlock,
} from '@poxscan/protocol';
import type { HexAddress } from '../address.js';
import { ProtoWriter } from './proto-writer.js';

export interface BlockHeaderRaw {
  number: number;
  timestamp: number;
  txTrieRoot: string;
  parentHash: string;
  witnessAddress: HexAddress;
  version: number;
}

const rawJson = (header: BlockHeaderRaw) => ({
  number: header.number,
  timestamp: header.timestamp,
  txTrieRoot: header.txTrieRoot,
  parentHash: header.parentHash,
  witness_address: header.witnessAddress,
  version: header.version,
});

export const blockIdOfHeader = (header: BlockHeaderRaw): string =>
  computeBlockId(header.number, encodeBlockHeaderRaw(rawJson(header)));

/** blockID and witness signature of a header, signed by the producing SR. */
export function sealHeader(
  header: BlockHeaderRaw,
  witnessPrivateKey: string,
): { blockID: string; signature: string } {
  const { blockID, witness_signature } = signBlock(rawJson(header), witnessPrivateKey);
  return { blockID, signature: witness_signature };
}

/** Result.contractRet enum values of java-tron's Transaction.Result. */
export const CONTRACT_RESULT_CODES: Record<string, number> = {
  DEFAULT: 0,
  SUCCESS: 1,
  REVERT: 2,
  BAD_JUMP_DESTINATION: 3,
  OUT_OF_MEMORY: 4,
  PRECOMPILED_CONTRACT: 5,
  STACK_TOO_SMALL: 6,
  STACK_TOO_LARGE: 7,
  ILLEGAL_OPERATION: 8,
  STACK_OVERFLOW: 9,
  OUT_OF_ENERGY: 10,
  OUT_OF_TIME: 11,
  JVM_STACK_OVER_FLOW: 12,
  UNKNOWN: 13,
  TRANSFER_FAILED: 14,
  INVALID_CODE: 15,
};

/**
 * Transaction message bytes as a block holds them (raw_data, signatures, ret { contractRet }), from
 * the raw_data bytes the chain already has; protocol's encodeTransaction would re-encode raw_data
 * through tronweb, which costs more than the hashing itself on a busy block.
 */
export function encodeBlockTransaction(
  rawDataHex: string,
  signatures: string[],
  contractRet: string,
): Uint8Array {
  const writer = new ProtoWriter().bytes(1, hexToBytes(rawDataHex));
  for (const signature of signatures) writer.bytes(2, hexToBytes(signature));
  const result = new ProtoWriter().int(3, CONTRACT_RESULT_CODES[contractRet] ?? 0).finish();
  return writer.bytes(5, result, true).finish();
}

export const txTrieRootOf = (transactions: Uint8Array[]): string => computeTxTrieRoot(transactions);
