import type { PermissionKeys, SignatureCheck } from '../multisig-rule.js';
import { verifyDigestSignatures } from '../secp256k1-wasm.js';
import { computeTxId } from './encode.js';
import type { TransactionJson } from './types.js';

/**
 * Checks a transaction's signatures (over its txID recomputed from raw_data) against a permission,
 * with java-tron's multi-signature rule (see verifyDigestSignatures).
 */
export function verifyTransactionSignatures(tx: TransactionJson, permission: PermissionKeys): SignatureCheck {
  return verifyDigestSignatures(computeTxId(tx), tx.signature ?? [], permission);
}
