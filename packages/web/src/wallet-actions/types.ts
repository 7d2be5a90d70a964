import type { ApiClient } from '../api/client';
import type { UnsignedTransaction } from '../api/fullnodeTypes';
import type { ResourceName } from '../api/resources';

/** One transaction the visitor sends through the connected wallet. */
export interface WalletAction {
  /** What the visitor is doing, for the toasts: "Vote", "Stake 100 POX for energy". */
  label: string;
  /** Builds the unsigned transaction with the connected address as its owner. */
  build(api: ApiClient, owner: string): Promise<UnsignedTransaction>;
  /** Registry calls whose answers the transaction changes; they are refreshed once it is in a block. */
  affects: readonly ResourceName[];
}

/** Where a running action is: each stage is shown to the visitor as it starts. */
export type ActionStage = 'building' | 'signing' | 'broadcasting' | 'confirming';

export interface ActionOutcome {
  txid: string;
  blockNumber: number;
}
