import { type PermissionKeys, type SignatureCheck, verifyDigestSignatures } from '../multisig.js';
import { computeTxId } from './encode.js';
import type { TransactionJson } from './types.js';

/**
 * Checks a transaction's signatures (over its txID recomputed from raw_data) against a permission,
 * with java-tron's multi-signature rule (see verifyDigestSignatures).
 */
export function verifyTransactionSignatures(tx: TransactionJson, permission: PermissionKeys): SignatureCheck {
  return verifyDigestSignatures(computeTxId(tx), tx.signature ?? [], permission);
}
