import type { HexAddress } from '../crypto/address.js';
import { concatBytes, fromHex, sha256, toHex } from '../crypto/bytes.js';
import { signDigest } from '../crypto/signature.js';
import { ProtoWriter } from './proto-writer.js';

export interface BlockHeaderRaw {
  number: number;
  timestamp: number;
  txTrieRoot: string;
  parentHash: string;
  witnessAddress: HexAddress;
  version: number;
}

/** BlockHeader.raw protobuf bytes, fields in java-tron's numbering. */
export function encodeBlockHeaderRaw(header: BlockHeaderRaw): Uint8Array {
  return new ProtoWriter()
    .int(1, header.timestamp)
    .bytes(2, fromHex(header.txTrieRoot))
    .bytes(3, fromHex(header.parentHash))
    .int(7, header.number)
    .bytes(9, fromHex(header.witnessAddress))
    .int(10, header.version)
    .finish();
}

/** blockID = 8-byte big-endian number ‖ bytes 8..31 of sha256(raw). */
export function blockIdOf(number: number, rawHash: Uint8Array): string {
  const id = new Uint8Array(rawHash);
  new DataView(id.buffer).setBigUint64(0, BigInt(number));
  return toHex(id);
}

export function sealHeader(
  header: BlockHeaderRaw,
  witnessKey: Uint8Array,
): { blockID: string; signature: string } {
  const hash = sha256(encodeBlockHeaderRaw(header));
  return { blockID: blockIdOf(header.number, hash), signature: toHex(signDigest(witnessKey, hash)) };
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

/** Transaction message bytes as they sit in a block: raw_data, signatures, ret { contractRet }. */
export function encodeBlockTransaction(
  rawDataHex: string,
  signatures: string[],
  contractRet: string,
): Uint8Array {
  const writer = new ProtoWriter().bytes(1, fromHex(rawDataHex));
  for (const signature of signatures) writer.bytes(2, fromHex(signature));
  const result = new ProtoWriter().int(3, CONTRACT_RESULT_CODES[contractRet] ?? 0).finish();
  return writer.bytes(5, result, true).finish();
}

/** java-tron's transaction merkle root: sha256 leaves, pairs hashed, an odd node carried up; empty = zeros. */
export function computeTxTrieRoot(transactions: Uint8Array[]): string {
  if (transactions.length === 0) return '00'.repeat(32);
  let level = transactions.map((tx) => sha256(tx));
  while (level.length > 1) {
    const next: Uint8Array[] = [];
    for (let i = 0; i < level.length; i += 2) {
      const right = level[i + 1];
      next.push(right === undefined ? level[i]! : sha256(concatBytes(level[i]!, right)));
    }
    level = next;
  }
  return toHex(level[0]!);
}
