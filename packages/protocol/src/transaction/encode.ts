import { sha256Hex } from '../hash.js';
import { bytesToHex, hexToBytes } from '../hex.js';
import { tronProto, txJsonToPb } from './tronweb-proto.js';
import type { RawDataJson, TransactionJson } from './types.js';

export class TransactionEncodingError extends Error {
  override name = 'TransactionEncodingError';
}

/**
 * Protobuf bytes of Transaction.raw from java-tron's raw_data JSON, built by tronweb's `txJsonToPb`
 * so that the bytes (and so the txID) are exactly what tronweb clients compute. With visible=true
 * addresses are base58 and asset names are text.
 */
export function encodeTransactionRawData(
  rawData: RawDataJson,
  options: { visible?: boolean } = {},
): Uint8Array {
  if (!rawData || !Array.isArray(rawData.contract) || rawData.contract.length === 0) {
    throw new TransactionEncodingError('raw_data.contract must hold one contract');
  }
  try {
    return txJsonToPb({ raw_data: rawData, visible: options.visible }).getRawData().serializeBinary();
  } catch (error) {
    throw new TransactionEncodingError(`cannot encode raw_data: ${(error as Error).message}`);
  }
}

/** Lowercase hex of the raw_data protobuf bytes, as java-tron's `raw_data_hex`. */
export function rawDataHexOf(tx: Pick<TransactionJson, 'raw_data' | 'visible'>): string {
  return bytesToHex(encodeTransactionRawData(tx.raw_data, { visible: tx.visible }));
}

/** txID = sha256(raw_data protobuf bytes), recomputed from raw_data (tx.txID is not trusted). */
export function computeTxId(tx: Pick<TransactionJson, 'raw_data' | 'visible'>): string {
  return sha256Hex(encodeTransactionRawData(tx.raw_data, { visible: tx.visible }));
}

/**
 * Protobuf bytes of the whole Transaction (raw_data, signatures, ret) as a block stores it; the
 * transaction's leaf in the block's txTrieRoot is sha256 of these bytes.
 */
export function encodeTransaction(tx: TransactionJson): Uint8Array {
  const pb = txJsonToPb({ raw_data: tx.raw_data, visible: tx.visible });
  for (const signature of tx.signature ?? []) pb.addSignature(hexToBytes(signature));
  for (const ret of tx.ret ?? []) {
    const result = new tronProto.Transaction.Result();
    if (ret.fee) result.setFee(ret.fee);
    if (ret.ret) result.setRet(tronProto.Transaction.Result.code[ret.ret] ?? 0);
    if (ret.contractRet) {
      const code = tronProto.Transaction.Result.contractResult[ret.contractRet];
      if (code === undefined) throw new TransactionEncodingError(`unknown contractRet ${ret.contractRet}`);
      result.setContractret(code);
    }
    pb.addRet(result);
  }
  return pb.serializeBinary();
}
