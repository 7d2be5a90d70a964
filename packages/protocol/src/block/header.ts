import jspb from 'google-protobuf';
import { isAddress, toHexAddress } from '../address.js';
import { sha256Bytes } from '../hash.js';
import { bytesToHex, concatBytes, hexToBytes, hexToFixedBytes, isHex, toBytes } from '../hex.js';

/** BlockHeader.raw as java-tron prints it (`block_header.raw_data`). */
export interface BlockHeaderRawJson {
  number?: number | bigint | string;
  timestamp?: number | bigint | string;
  txTrieRoot?: string;
  parentHash?: string;
  witness_id?: number | bigint | string;
  witness_address?: string;
  version?: number;
  accountStateRoot?: string;
}

/** `block_header` as java-tron prints it. */
export interface BlockHeaderJson {
  raw_data: BlockHeaderRawJson;
  witness_signature?: string;
}

// witness_address is an account address in any form; genesis headers may hold other bytes (hex).
function witnessBytes(value: string): Uint8Array {
  if (isHex(value)) return hexToBytes(value);
  if (isAddress(value)) return hexToBytes(toHexAddress(value));
  throw new Error(`invalid witness_address ${JSON.stringify(value)}`);
}

/**
 * Protobuf bytes of BlockHeader.raw (core/Tron.proto): timestamp=1, txTrieRoot=2, parentHash=3,
 * number=7, witness_id=8, witness_address=9, version=10, accountStateRoot=11. Fields are written in
 * field order and default values (0, empty) are left out, as java-tron's encoder does.
 */
export function encodeBlockHeaderRaw(raw: BlockHeaderRawJson): Uint8Array {
  const writer = new jspb.BinaryWriter();
  const int64 = (field: number, value: number | bigint | string | undefined) => {
    if (value !== undefined && BigInt(value) !== 0n) writer.writeInt64String(field, BigInt(value).toString());
  };
  const bytes = (field: number, value: Uint8Array | undefined) => {
    if (value && value.length > 0) writer.writeBytes(field, value);
  };
  int64(1, raw.timestamp);
  bytes(2, raw.txTrieRoot === undefined ? undefined : hexToBytes(raw.txTrieRoot));
  bytes(3, raw.parentHash === undefined ? undefined : hexToBytes(raw.parentHash));
  int64(7, raw.number);
  int64(8, raw.witness_id);
  bytes(9, raw.witness_address === undefined ? undefined : witnessBytes(raw.witness_address));
  if (raw.version) writer.writeInt32(10, raw.version);
  bytes(11, raw.accountStateRoot === undefined ? undefined : hexToBytes(raw.accountStateRoot));
  return writer.getResultBuffer();
}

/** sha256 of BlockHeader.raw bytes: what the witness signs. */
export function blockHeaderRawHash(raw: BlockHeaderRawJson | Uint8Array | string): Uint8Array {
  return sha256Bytes(
    raw instanceof Uint8Array || typeof raw === 'string' ? toBytes(raw) : encodeBlockHeaderRaw(raw),
  );
}

/**
 * blockID = 8-byte big-endian block number ‖ sha256(BlockHeader.raw bytes)[8..32], as hex.
 * `raw` is the header's raw_data JSON, or its protobuf bytes (Uint8Array or hex).
 */
export function computeBlockId(
  number: number | bigint | string,
  raw: BlockHeaderRawJson | Uint8Array | string,
): string {
  const prefix = new Uint8Array(8);
  new DataView(prefix.buffer).setBigInt64(0, BigInt(number));
  return bytesToHex(concatBytes(prefix, blockHeaderRawHash(raw).slice(8)));
}

/** Block number carried in the first 8 bytes of a blockID. */
export function blockNumberFromId(blockIdHex: string): bigint {
  const bytes = hexToFixedBytes(blockIdHex, 32, 'blockID');
  return new DataView(bytes.buffer, bytes.byteOffset).getBigInt64(0);
}
