import { formatPox } from '@poxscan/protocol/browser';
import type { ResourceName } from '../../api/resources';
import type { StakeResource } from '../../api/resources/governance-screens';
import { fromBuilderReply } from '../nodeSteps';
import type { WalletAction } from '../types';
import { jsonAmount } from './jsonAmount';

/** What a change of stake touches: the account's resources and power, and the network's totals. */
export const STAKE_AFFECTS: readonly ResourceName[] = [
  'nodeAccount',
  'nodeAccountResource',
  'canDelegateMaxSize',
  'stakedData',
  'accountDetail',
  'poxStaking',
  'tvlGraph',
  'homeStats',
];

const pox = (sun: bigint) => `${formatPox(sun, { thousands: true })} POX`;
const resourceWord = (resource: StakeResource) => (resource === 'ENERGY' ? 'energy' : 'bandwidth');

/** FreezeBalanceV2: stake POX for bandwidth or energy (and as much POX power). */
export function stakeAction(amount: bigint, resource: StakeResource): WalletAction {
  return {
    label: `Stake ${pox(amount)} for ${resourceWord(resource)}`,
    affects: STAKE_AFFECTS,
    build: async (api, owner) =>
      fromBuilderReply(
        await api.request('buildFreezeV2', {
          owner_address: owner,
          frozen_balance: jsonAmount(amount),
          resource,
          visible: true,
        }),
      ),
  };
}

/** UnfreezeBalanceV2: start unstaking; the POX can be withdrawn once the unstaking period is over. */
export function unstakeAction(amount: bigint, resource: StakeResource): WalletAction {
  return {
    label: `Unstake ${pox(amount)} of ${resourceWord(resource)}`,
    affects: STAKE_AFFECTS,
    build: async (api, owner) =>
      fromBuilderReply(
        await api.request('buildUnfreezeV2', {
          owner_address: owner,
          unfreeze_balance: jsonAmount(amount),
          resource,
          visible: true,
        }),
      ),
  };
}

/** WithdrawExpireUnfreeze: move every unstake whose period is over back to the balance. */
export function withdrawExpiredAction(): WalletAction {
  return {
    label: 'Withdraw unstaked POX',
    affects: STAKE_AFFECTS,
    build: async (api, owner) =>
      fromBuilderReply(
        await api.request('buildWithdrawExpireUnfreeze', { owner_address: owner, visible: true }),
      ),
  };
}

/** DelegateResource: lend the resource of staked POX to another account (optionally locked). */
export function delegateAction(
  receiver: string,
  amount: bigint,
  resource: StakeResource,
  lock: boolean,
): WalletAction {
  return {
    label: `Delegate ${pox(amount)} of ${resourceWord(resource)}`,
    affects: STAKE_AFFECTS,
    build: async (api, owner) =>
      fromBuilderReply(
        await api.request('buildDelegateResource', {
          owner_address: owner,
          receiver_address: receiver,
          balance: jsonAmount(amount),
          resource,
          ...(lock ? { lock: true } : {}),
          visible: true,
        }),
      ),
  };
}

/** UnDelegateResource: take back a delegation. */
export function undelegateAction(receiver: string, amount: bigint, resource: StakeResource): WalletAction {
  return {
    label: `Undelegate ${pox(amount)} of ${resourceWord(resource)}`,
    affects: STAKE_AFFECTS,
    build: async (api, owner) =>
      fromBuilderReply(
        await api.request('buildUndelegateResource', {
          owner_address: owner,
          receiver_address: receiver,
          balance: jsonAmount(amount),
          resource,
          visible: true,
        }),
      ),
  };
}
