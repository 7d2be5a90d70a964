import type { AccountQuery, BroadcastResult, NodeAccount, SignedTransaction } from '../fullnodeTypes';
import { post } from '../resource';

/** Calls of the full-node proxy (docs/api.md, "Full-node service"). */
export const fullnodeResources = {
  broadcastTransaction: post<SignedTransaction, BroadcastResult>('fullnode', '/wallet/broadcasttransaction'),
  /** The spec's account type check: `{ address, visible: true }`. */
  nodeAccount: post<AccountQuery, NodeAccount>('fullnode', '/wallet/getaccount'),
};
