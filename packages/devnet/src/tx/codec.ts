import {
  bytesToHex,
  decodeTransactionRawDataHex,
  encodeTransactionRawData,
  sha256Bytes,
} from '@poxscan/protocol';
import { TxFormatError } from './errors-format.js';
import type { ChainTx, RawDataJson, TransactionJson } from './types.js';

const MAX_RESULT_SIZE_IN_TX = 64;

export { TxFormatError } from './errors-format.js';

/** Protobuf bytes of raw_data from a java-tron transaction JSON, with tronweb's own encoder. */
export function encodeRawData(tx: { raw_data: unknown; visible?: boolean }): Uint8Array {
  try {
    return encodeTransactionRawData(tx.raw_data as never, { visible: tx.visible });
  } catch (error) {
    throw new TxFormatError(`invalid transaction: ${(error as Error).message}`);
  }
}

/** Decodes raw_data protobuf bytes into java-tron's JSON (hex form, defaults omitted, ABI enums capitalised). */
export function decodeRawData(raw: Uint8Array): RawDataJson {
  let decoded: RawDataJson;
  try {
    decoded = decodeTransactionRawDataHex(bytesToHex(raw)) as unknown as RawDataJson;
  } catch (error) {
    throw new TxFormatError(`cannot decode transaction: ${(error as Error).message}`);
  }
  const contract = decoded.contract[0];
  if (decoded.contract.length !== 1 || contract === undefined) {
    throw new TxFormatError('a transaction must hold exactly one contract');
  }
  return decoded;
}

/** Size of a protobuf length-delimited field: tag + length varint + body. */
function fieldSize(bodyLength: number): number {
  let varint = 1;
  for (let n = bodyLength; n >= 0x80; n >>>= 7) varint++;
  return 1 + varint + bodyLength;
}

/** The chain's view of a transaction whose raw_data is decoded and identified. */
function chainTx(txID: string, rawData: RawDataJson, rawDataHex: string, signatures: string[]): ChainTx {
  const contract = rawData.contract[0]!;
  const signatureBytes = signatures.reduce((sum, s) => sum + fieldSize(s.length / 2), 0);
  return {
    txID,
    rawData,
    rawDataHex,
    signature: signatures.map((s) => s.toLowerCase()),
    contractType: contract.type,
    value: contract.parameter.value,
    permissionId: contract.Permission_id ?? 0,
    bandwidthBytes: fieldSize(rawDataHex.length / 2) + signatureBytes + MAX_RESULT_SIZE_IN_TX,
  };
}

/** Builds the chain's view of a transaction from its raw_data bytes and signatures. */
export function identify(raw: Uint8Array, signatures: string[]): ChainTx {
  return chainTx(bytesToHex(sha256Bytes(raw)), decodeRawData(raw), bytesToHex(raw), signatures);
}

/** java-tron's Transaction JSON (hex form) of a chain transaction. */
export function transactionJson(tx: ChainTx, ret?: string): TransactionJson {
  return {
    ...(ret === undefined ? {} : { ret: [{ contractRet: ret }] }),
    signature: tx.signature,
    txID: tx.txID,
    raw_data: tx.rawData,
    raw_data_hex: tx.rawDataHex,
  };
}

/** The chain transaction of a Transaction JSON written by transactionJson (nothing is re-decoded or re-hashed). */
export function transactionFromJson(json: TransactionJson): ChainTx {
  return chainTx(json.txID, json.raw_data, json.raw_data_hex, json.signature);
}
