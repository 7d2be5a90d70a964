import type { StakeResource } from '../../api/resources/governance-screens';
import {
  delegateAction,
  stakeAction,
  undelegateAction,
  unstakeAction,
} from '../../wallet-actions/actions/staking';
import type { AccountStake } from '../../wallet-actions/connectedAccount';
import type { WalletAction } from '../../wallet-actions/types';

export type ResourceActionKind = 'stake' | 'unstake' | 'delegate' | 'undelegate';

export interface ResourceActionSpec {
  title: string;
  submit: string;
  explain: string;
  /** Delegations name the account that receives (or gave back) the resource. */
  receiver: boolean;
  /** java-tron's floor for the amount, sun. */
  min: bigint;
  /** What the account can use for this action; `canDelegate` is the node's own answer for delegations. */
  max(stake: AccountStake, resource: StakeResource, canDelegate: bigint | undefined): bigint | undefined;
  action(amount: bigint, resource: StakeResource, receiver: string, lock: boolean): WalletAction;
}

const ONE_POX = 1_000_000n;

/** The four Stake 2.0 operations of the screen, each with its limits. */
export const RESOURCE_ACTIONS: Record<ResourceActionKind, ResourceActionSpec> = {
  stake: {
    title: 'Stake',
    submit: 'Stake',
    explain: 'Staked POX gives bandwidth or energy every day, and as many votes of POX power.',
    receiver: false,
    min: ONE_POX,
    max: (stake) => stake.balance,
    action: (amount, resource) => stakeAction(amount, resource),
  },
  unstake: {
    title: 'Unstake',
    submit: 'Unstake',
    explain:
      'Unstaked POX can be withdrawn once the unstaking period is over; votes beyond the remaining power are cancelled.',
    receiver: false,
    min: 1n,
    max: (stake, resource) => stake.staked[resource],
    action: (amount, resource) => unstakeAction(amount, resource),
  },
  delegate: {
    title: 'Delegate',
    submit: 'Delegate',
    explain:
      'Lend the resource of your staked POX to another account; the POX stays yours. A lock keeps it delegated for 3 days.',
    receiver: true,
    min: ONE_POX,
    max: (_stake, _resource, canDelegate) => canDelegate,
    action: (amount, resource, receiver, lock) => delegateAction(receiver, amount, resource, lock),
  },
  undelegate: {
    title: 'Undelegate',
    submit: 'Undelegate',
    explain: 'Take back a resource you delegated, once its lock (if any) has passed.',
    receiver: true,
    min: 1n,
    max: (stake, resource) => stake.delegatedOut[resource],
    action: (amount, resource, receiver) => undelegateAction(receiver, amount, resource),
  },
};
