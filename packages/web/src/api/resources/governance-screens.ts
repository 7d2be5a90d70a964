import type { AccountQuery, UnsignedTransaction } from '../fullnodeTypes';
import { post } from '../resource';

/**
 * java-tron's JSON of the full node's governance and Stake 2.0 calls, as the full-node proxy passes it
 * through. Only the fields the screens read are typed; amounts are sun, as JSON numbers (java-tron's).
 */

/** A builder's answer: the unsigned transaction, or `{ Error }` when the contract fails validation. */
export type BuilderReply = Partial<UnsignedTransaction> & { Error?: string };

export interface OwnerBody {
  owner_address: string;
  visible: true;
}

export type StakeResource = 'BANDWIDTH' | 'ENERGY';

export interface VoteWitnessBody extends OwnerBody {
  votes: { vote_address: string; vote_count: number }[];
}
export interface FreezeBody extends OwnerBody {
  frozen_balance: number;
  resource: StakeResource;
}
export interface UnfreezeBody extends OwnerBody {
  unfreeze_balance: number;
  resource: StakeResource;
}
export interface DelegateBody extends OwnerBody {
  receiver_address: string;
  balance: number;
  resource: StakeResource;
  lock?: boolean;
}

/** java-tron's ProposalCreate builder: `parameters` pairs a proposal number with its new value. */
export interface ProposalCreateBody extends OwnerBody {
  parameters: { key: number; value: number }[];
}
export interface ProposalApproveBody extends OwnerBody {
  proposal_id: number;
  is_add_approval: boolean;
}
export interface ProposalDeleteBody extends OwnerBody {
  proposal_id: number;
}

/** `/wallet/getaccountresource`; absent fields are zero (java-tron omits defaults). */
export interface NodeAccountResource {
  freeNetUsed?: number;
  freeNetLimit?: number;
  NetUsed?: number;
  NetLimit?: number;
  EnergyUsed?: number;
  EnergyLimit?: number;
  tronPowerUsed?: number;
  tronPowerLimit?: number;
  TotalNetWeight?: number;
  TotalEnergyWeight?: number;
}

/** `/wallet/getReward`: everything WithdrawBalance would pay (voter reward plus allowance), sun. */
export interface NodeReward {
  reward?: number;
}

/** `/wallet/gettransactioninfobyid`: `{}` until the transaction is in a block. */
export interface NodeTransactionInfo {
  id?: string;
  blockNumber?: number;
  blockTimeStamp?: number;
  result?: 'FAILED';
  resMessage?: string;
  receipt?: { result?: string };
}

export interface NodeTransactionQuery {
  value: string;
}

export interface CanDelegateQuery {
  owner_address: string;
  /** 0 bandwidth, 1 energy. */
  type: 0 | 1;
  visible: true;
}

/** Calls of the governance and staking screens: the full node's builders and the reads around them. */
export const governanceScreenResources = {
  buildVoteWitness: post<VoteWitnessBody, BuilderReply>('fullnode', '/wallet/votewitnessaccount'),
  buildFreezeV2: post<FreezeBody, BuilderReply>('fullnode', '/wallet/freezebalancev2'),
  buildUnfreezeV2: post<UnfreezeBody, BuilderReply>('fullnode', '/wallet/unfreezebalancev2'),
  buildWithdrawExpireUnfreeze: post<OwnerBody, BuilderReply>('fullnode', '/wallet/withdrawexpireunfreeze'),
  buildDelegateResource: post<DelegateBody, BuilderReply>('fullnode', '/wallet/delegateresource'),
  buildUndelegateResource: post<DelegateBody, BuilderReply>('fullnode', '/wallet/undelegateresource'),
  buildWithdrawBalance: post<OwnerBody, BuilderReply>('fullnode', '/wallet/withdrawbalance'),
  buildProposalCreate: post<ProposalCreateBody, BuilderReply>('fullnode', '/wallet/proposalcreate'),
  buildProposalApprove: post<ProposalApproveBody, BuilderReply>('fullnode', '/wallet/proposalapprove'),
  buildProposalDelete: post<ProposalDeleteBody, BuilderReply>('fullnode', '/wallet/proposaldelete'),
  nodeAccountResource: post<AccountQuery, NodeAccountResource>('fullnode', '/wallet/getaccountresource'),
  nodeReward: post<AccountQuery, NodeReward>('fullnode', '/wallet/getReward'),
  nodeTransactionInfo: post<NodeTransactionQuery, NodeTransactionInfo>(
    'fullnode',
    '/wallet/gettransactioninfobyid',
  ),
  canDelegateMaxSize: post<CanDelegateQuery, { max_size?: number }>(
    'fullnode',
    '/wallet/getcandelegatedmaxsize',
  ),
};
