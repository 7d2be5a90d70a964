import type { ReadDb } from '../db/api-db.js';
import type { PoxStaking, TopStakers } from '../schemas/staking.js';
import type { TvlGraph } from '../schemas/stats.js';
import type { AggregateSnapshot } from './aggregates.js';
import { amount, dayMs } from './convert.js';
import type { StakingTotals } from './staking-totals.js';

const DAY_MS = 86_400_000;
/** Days of history the TVL graph shows. */
const TVL_DAYS = 365;

const ratio = (part: bigint, whole: bigint) =>
  whole > 0n ? Number((part * 1_000_000n) / whole) / 1_000_000 : 0;

const takenAt = (...snapshots: { at: number }[]) => {
  const at = Math.min(...snapshots.map((s) => s.at));
  return at > 0 ? at : null;
};

export function poxStaking(t: AggregateSnapshot, s: StakingTotals): PoxStaking {
  // Every part of the total comes from the snapshot the total (and the home page's figure) comes from.
  const total = BigInt(t.totalStaked);
  return {
    totalStaked: t.totalStaked,
    stakedForBandwidth: t.stakedBandwidth,
    stakedForEnergy: t.stakedEnergy,
    stakedForPower: t.stakedPower,
    totalDelegated: (BigInt(t.delegatedBandwidth) + BigInt(t.delegatedEnergy)).toString(),
    stakedV1: t.stakedV1,
    delegatedForBandwidth: t.delegatedBandwidth,
    delegatedForEnergy: t.delegatedEnergy,
    unstaking: s.unfreezing,
    votesCast: t.votesCast,
    totalVotes: t.totalVotes,
    witnesses: t.witnesses,
    stakingRatio: ratio(total, BigInt(t.totalSupply)),
    updatedAt: takenAt(t, s),
  };
}

export function topStakers(s: StakingTotals, totalStaked: string, limit: number): TopStakers {
  const total = BigInt(totalStaked);
  return {
    items: s.topStakers.slice(0, limit).map((r, i) => ({
      rank: i + 1,
      address: r.address,
      name: r.name,
      staked: r.staked,
      stakedForBandwidth: r.bandwidth,
      stakedForEnergy: r.energy,
      stakedForPower: r.power,
      share: ratio(BigInt(r.staked), total),
    })),
    updatedAt: takenAt(s),
  };
}

/**
 * Staked POX by UTC day: each past day's closing total from `staking_daily`, and today's from the
 * live sums (the table holds whatever days the indexer recorded; none are made up).
 */
export async function tvlHistory(db: ReadDb, live: AggregateSnapshot): Promise<TvlGraph> {
  const today = Math.floor(Date.now() / DAY_MS) * DAY_MS;
  const rows = await db
    .selectFrom('staking_daily')
    .select([
      'day',
      'staked',
      'delegated',
      'staked_v1_bandwidth',
      'staked_v1_energy',
      'staked_v1_power',
      'delegated_v1',
    ])
    .where('day', '>', new Date(today - TVL_DAYS * DAY_MS).toISOString().slice(0, 10))
    .orderBy('day')
    .execute();
  const past = rows
    .map((r) => ({
      day: dayMs(r.day),
      staked: [
        r.staked,
        r.delegated,
        r.staked_v1_bandwidth,
        r.staked_v1_energy,
        r.staked_v1_power,
        r.delegated_v1,
      ]
        .reduce((a, b) => a + BigInt(amount(b)), 0n)
        .toString(),
    }))
    .filter((p) => p.day < today);
  return { points: [...past, { day: today, staked: live.totalStaked }] };
}
