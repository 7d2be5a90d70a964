import { bytesToHex } from '../hex.js';
import { recoverAddressFromDigest, signDigest } from '../secp256k1-wasm.js';
import {
  type BlockHeaderJson,
  type BlockHeaderRawJson,
  blockHeaderRawHash,
  computeBlockId,
  encodeBlockHeaderRaw,
} from './header.js';

export interface SignedBlockHeader {
  blockID: string;
  raw_data_hex: string;
  /** 65 bytes r ‖ s ‖ v, lowercase hex, v = 27/28. */
  witness_signature: string;
}

/** Signs a block header as its witness: secp256k1 over sha256(BlockHeader.raw bytes). */
export function signBlock(raw: BlockHeaderRawJson, privateKeyHex: string): SignedBlockHeader {
  if (raw.number === undefined) throw new Error('raw_data.number is required to sign a block');
  const rawBytes = encodeBlockHeaderRaw(raw);
  return {
    blockID: computeBlockId(raw.number, rawBytes),
    raw_data_hex: bytesToHex(rawBytes),
    witness_signature: signDigest(bytesToHex(blockHeaderRawHash(rawBytes)), privateKeyHex).toLowerCase(),
  };
}

/** 41-hex address that produced `witness_signature` over the header. Throws if it has none. */
export function recoverBlockWitness(header: BlockHeaderJson): string {
  if (!header.witness_signature) throw new Error('block header has no witness_signature');
  return recoverAddressFromDigest(bytesToHex(blockHeaderRawHash(header.raw_data)), header.witness_signature);
}
