import type { Devnet } from '@poxscan/devnet';

/**
 * The network's stake at the devnet's head, from the chain's own state (every account, not only
 * those the indexer saw): the columns of a staking_daily row.
 */
export function devnetStakingTotals(devnet: Devnet) {
  const now = devnet.chain.head.timestamp;
  const sum = { bandwidth: 0n, energy: 0n, power: 0n, delegated: 0n, unfreezing: 0n };
  for (const [, a] of devnet.chain.world.accounts.entries()) {
    sum.bandwidth += a.frozenBandwidth;
    sum.energy += a.frozenEnergy;
    sum.power += a.frozenTronPower;
    sum.delegated += a.delegatedBandwidth + a.delegatedEnergy;
    for (const u of a.unfrozenV2) if (u.expireTime > now) sum.unfreezing += u.amount;
  }
  return {
    staked: String(sum.bandwidth + sum.energy + sum.power),
    staked_bandwidth: String(sum.bandwidth),
    staked_energy: String(sum.energy),
    delegated: String(sum.delegated),
    unfreezing: String(sum.unfreezing),
  };
}

/** The UTC day of a block time, as staking_daily.day reads. */
export const utcDay = (ms: number): string => new Date(ms).toISOString().slice(0, 10);
