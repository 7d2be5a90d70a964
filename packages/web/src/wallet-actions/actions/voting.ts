import type { ResourceName } from '../../api/resources';
import { fromBuilderReply } from '../nodeSteps';
import type { WalletAction } from '../types';
import { jsonAmount } from './jsonAmount';

export interface VoteChoice {
  /** The SR's base58 address. */
  address: string;
  /** Whole votes (1 vote = 1 POX of POX power). */
  count: bigint;
}

const VOTE_AFFECTS: readonly ResourceName[] = [
  'nodeAccount',
  'nodeAccountResource',
  'nodeReward',
  'stakedData',
  'accountVotes',
  'accountDetail',
  'votesList',
  'votesData',
  'witnesses',
  'witnessPartners',
];

/** VoteWitness: the new list replaces every earlier vote of the account (java-tron's rule). */
export function voteAction(choices: readonly VoteChoice[]): WalletAction {
  return {
    label: 'Vote',
    affects: VOTE_AFFECTS,
    build: async (api, owner) =>
      fromBuilderReply(
        await api.request('buildVoteWitness', {
          owner_address: owner,
          votes: choices.map((c) => ({
            vote_address: c.address,
            vote_count: jsonAmount(c.count, 'vote count'),
          })),
          visible: true,
        }),
      ),
  };
}

/** WithdrawBalance: claim the SR's and voter's rewards the account has earned. */
export function claimRewardsAction(): WalletAction {
  return {
    label: 'Claim rewards',
    affects: ['nodeAccount', 'nodeReward', 'accountDetail', 'homeStats'],
    build: async (api, owner) =>
      fromBuilderReply(await api.request('buildWithdrawBalance', { owner_address: owner, visible: true })),
  };
}
