import type { ApiClient } from '../api/client';
import type { SignedTransaction, UnsignedTransaction } from '../api/fullnodeTypes';
import { WalletActionError } from './errors';
import { broadcast, builderCallError, waitForInclusion, waitForIndexer } from './nodeSteps';
import type { PollOptions } from './poll';
import type { ActionOutcome, ActionStage, WalletAction } from './types';

export interface WalletActionDeps {
  api: ApiClient;
  /** The connected wallet's signer (Polink contract); undefined when no wallet can sign for the owner. */
  sign: ((transaction: UnsignedTransaction) => Promise<SignedTransaction>) | undefined;
  onStage(stage: ActionStage): void;
  /** Called once the transaction is in a block, and again once the explorer has indexed it. */
  refresh(): void;
  inclusion: PollOptions;
  indexing: PollOptions;
}

/**
 * The one flow of every wallet action: the full node builds the unsigned transaction, the wallet signs
 * it, the full-node service broadcasts it, and the affected data is refreshed once it is in a block.
 */
export async function runWalletAction(
  deps: WalletActionDeps,
  action: WalletAction,
  owner: string,
): Promise<ActionOutcome> {
  const { api, sign } = deps;
  if (sign === undefined) {
    throw new WalletActionError('wallet', 'No wallet can sign for the connected address; connect it again.');
  }
  deps.onStage('building');
  const unsigned = await action.build(api, owner).catch((error: unknown) => {
    throw builderCallError(error);
  });
  deps.onStage('signing');
  const signed = await sign(unsigned).catch((error: unknown) => {
    const reason = error instanceof Error && error.message !== '' ? error.message : 'the wallet refused';
    throw new WalletActionError('sign', `The wallet did not sign: ${reason}`, { cause: error });
  });
  deps.onStage('broadcasting');
  const txid = await broadcast(api, signed);
  deps.onStage('confirming');
  const blockNumber = await waitForInclusion(api, txid, deps.inclusion);
  deps.refresh();
  await waitForIndexer(api, txid, deps.indexing);
  deps.refresh();
  return { txid, blockNumber };
}
