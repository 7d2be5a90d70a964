/**
 * java-tron's JSON shapes as the full-node proxy passes them through (no schema of ours: the node is the
 * authority). Only the fields the web app reads are typed; the rest are carried along untouched.
 */

import type { BlockTransactionJson } from '@poxscan/protocol';

/** A transaction built by one of the node's builders (`/wallet/createtransaction`, …), not yet signed. */
export type UnsignedTransaction = BlockTransactionJson;

/** The same transaction with one 65-byte signature (r‖s‖v, hex) per signing key. */
export interface SignedTransaction extends UnsignedTransaction {
  signature: string[];
}

/** `/wallet/broadcasttransaction`: `result: true` on success; otherwise `code` and a hex-encoded `message`. */
export interface BroadcastResult {
  result?: boolean;
  txid?: string;
  code?: string;
  message?: string;
}

export interface AccountQuery {
  address: string;
  visible: true;
}

/** `/wallet/getaccount` answers `{}` for an unknown account; `type` is set for contracts. */
export interface NodeAccount {
  address?: string;
  balance?: number;
  type?: 'Normal' | 'AssetIssue' | 'Contract';
  [field: string]: unknown;
}
