import type { Chain } from '../chain/chain.js';
import { buildUnsigned, dryRunValidate, unsignedJson, validationErrorBody } from './build-transaction.js';
import type { ApiRequest } from './request.js';
import type { Route } from './server.js';

/** Builder endpoints and the contract type each one builds. */
const BUILDERS: Record<string, string> = {
  createtransaction: 'TransferContract',
  transferasset: 'TransferAssetContract',
  createaccount: 'AccountCreateContract',
  updateaccount: 'AccountUpdateContract',
  createassetissue: 'AssetIssueContract',
  votewitnessaccount: 'VoteWitnessContract',
  createwitness: 'WitnessCreateContract',
  updatewitness: 'WitnessUpdateContract',
  updateBrokerage: 'UpdateBrokerageContract',
  withdrawbalance: 'WithdrawBalanceContract',
  freezebalancev2: 'FreezeBalanceV2Contract',
  unfreezebalancev2: 'UnfreezeBalanceV2Contract',
  withdrawexpireunfreeze: 'WithdrawExpireUnfreezeContract',
  delegateresource: 'DelegateResourceContract',
  undelegateresource: 'UnDelegateResourceContract',
  cancelallunfreezev2: 'CancelAllUnfreezeV2Contract',
  proposalcreate: 'ProposalCreateContract',
  proposalapprove: 'ProposalApproveContract',
  proposaldelete: 'ProposalDeleteContract',
};

/** The unsigned-transaction builders of the wallet flows. */
export function builderRoutes(chain: Chain): Route[] {
  return Object.entries(BUILDERS).map(([path, type]) => ({
    path,
    handler: async (req: ApiRequest) => {
      const tx = buildUnsigned(chain, type, req.params);
      try {
        await dryRunValidate(chain, tx);
      } catch (error) {
        return validationErrorBody(error);
      }
      return unsignedJson(tx, req.visible);
    },
  }));
}
