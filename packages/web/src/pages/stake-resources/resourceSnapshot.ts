import type { NodeAccount } from '../../api/fullnodeTypes';
import type { NodeAccountResource } from '../../api/resources/governance-screens';
import { accountStake } from '../../wallet-actions/connectedAccount';

/** The connected account's resources at one moment, to compare before and after an action. */
export interface ResourceSnapshot {
  balance: bigint;
  stakedBandwidth: bigint;
  stakedEnergy: bigint;
  delegatedOut: bigint;
  unstaking: bigint;
  /** Whole votes' worth of staked POX. */
  power: bigint;
  bandwidthLimit: bigint;
  energyLimit: bigint;
}

const int = (value: number | undefined) => BigInt(value ?? 0);

export function resourceSnapshot(account: NodeAccount, resources: NodeAccountResource): ResourceSnapshot {
  const stake = accountStake(account);
  return {
    balance: stake.balance,
    stakedBandwidth: stake.staked.BANDWIDTH,
    stakedEnergy: stake.staked.ENERGY,
    delegatedOut: stake.delegatedOut.BANDWIDTH + stake.delegatedOut.ENERGY,
    unstaking: stake.unstaking.reduce((sum, u) => sum + u.amount, 0n),
    power: int(resources.tronPowerLimit),
    bandwidthLimit: int(resources.freeNetLimit) + int(resources.NetLimit),
    energyLimit: int(resources.EnergyLimit),
  };
}
