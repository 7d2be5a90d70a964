import { bytesToHex } from '../hex.js';
import { recoverAddressFromDigest, signDigest } from '../secp256k1-wasm.js';
import { computeTxId, encodeTransactionRawData } from './encode.js';
import type { TransactionJson } from './types.js';

/**
 * Signs a transaction the way tronweb's `trx.sign` does: checks that txID and raw_data_hex (when
 * present) match raw_data, signs the txID, and appends the signature unless it is already there.
 * Returns a new object; the input is not changed.
 */
export function signTransaction<T extends TransactionJson>(tx: T, privateKeyHex: string): T {
  const rawBytes = encodeTransactionRawData(tx.raw_data, { visible: tx.visible });
  const txId = computeTxId(tx);
  if (tx.txID !== undefined && tx.txID.replace(/^0x/, '').toLowerCase() !== txId) {
    throw new Error(`txID ${tx.txID} does not match raw_data (expected ${txId})`);
  }
  if (tx.raw_data_hex !== undefined && tx.raw_data_hex.toLowerCase() !== bytesToHex(rawBytes)) {
    throw new Error('raw_data_hex does not match raw_data');
  }
  const signature = signDigest(txId, privateKeyHex);
  const existing = tx.signature ?? [];
  const already = existing.some((s) => s.replace(/^0x/, '').toLowerCase() === signature.toLowerCase());
  return { ...tx, signature: already ? [...existing] : [...existing, signature] };
}

/** 41-hex signer of each signature, in order, recovered from the txID recomputed from raw_data. */
export function recoverSigners(tx: TransactionJson): string[] {
  const txId = computeTxId(tx);
  return (tx.signature ?? []).map((signature) => recoverAddressFromDigest(txId, signature));
}
