import { sql } from 'kysely';
import type { ReadDb } from '../../db/api-db.js';
import type { PoxSupply } from '../../schemas/data.js';
import { amount, dayMs } from '../convert.js';

/**
 * The POX supply as the indexer last summed it (the newest staking_daily row, node state) with the
 * fees burned and SR rewards issued (sums of the daily roll-up: one row per day, never the blocks).
 * The total is the sum of where POX is held (rewards credited and not withdrawn included), so the parts add up to it exactly: Stake 1.0 (frozen
 * before Stake 2.0, held until unfrozen) and Stake 2.0 apart, delegated counting both.
 */
/** The newest summed day of the supply: the staking_daily row of node state, undefined before the first sum. */
function newestSupplyDay(db: ReadDb) {
  return db
    .selectFrom('staking_daily')
    .selectAll()
    .where('liquid', 'is not', null)
    .orderBy('day', 'desc')
    .limit(1)
    .executeTakeFirst();
}

type SupplyDay = Awaited<ReturnType<typeof newestSupplyDay>>;

/** Where POX is held on that day; the parts add up to the total supply. */
function supplyParts(state: SupplyDay) {
  const n = (v: string | null | undefined) => BigInt(amount(v));
  return {
    circulating: n(state?.liquid),
    stakedV1Bandwidth: n(state?.staked_v1_bandwidth),
    stakedV1Energy: n(state?.staked_v1_energy),
    stakedV1Power: n(state?.staked_v1_power),
    stakedBandwidth: n(state?.staked_bandwidth),
    stakedEnergy: n(state?.staked_energy),
    stakedPower: n(state?.staked) - n(state?.staked_bandwidth) - n(state?.staked_energy),
    delegated: n(state?.delegated) + n(state?.delegated_v1),
    unstaking: n(state?.unfreezing),
    withdrawable: n(state?.withdrawable),
    unclaimedRewards: n(state?.allowance),
  };
}

const sum = (parts: Record<string, bigint>) => Object.values(parts).reduce((a, b) => a + b, 0n);

/**
 * The total supply alone (every screen's), without the supply page's flows; undefined before the
 * indexer's first sum of the accounts it read.
 */
export async function totalSupply(db: ReadDb): Promise<string | undefined> {
  const day = await newestSupplyDay(db);
  return day === undefined ? undefined : sum(supplyParts(day)).toString();
}

export async function poxSupply(db: ReadDb): Promise<PoxSupply> {
  const today = new Date().toISOString().slice(0, 10);
  const [state, flows, todays] = await Promise.all([
    newestSupplyDay(db),
    sql<{ fees: string | null; rewards: string | null }>`
      SELECT sum(fees)::text AS fees, sum(rewards)::text AS rewards FROM daily_stats`.execute(db),
    db.selectFrom('daily_stats').select('fees').where('day', '=', today).executeTakeFirst(),
  ]);
  const parts = supplyParts(state);
  const total = sum(parts);
  const text = Object.fromEntries(Object.entries(parts).map(([k, v]) => [k, v.toString()])) as Record<
    keyof typeof parts,
    string
  >;
  return {
    day: state ? dayMs(state.day) : null,
    totalSupply: total.toString(),
    ...text,
    burnedFees: amount(flows.rows[0]?.fees),
    burnedFeesToday: amount(todays?.fees),
    rewardsIssued: amount(flows.rows[0]?.rewards),
    totalVotes: amount(state?.total_votes),
    delegatedV1: amount(state?.delegated_v1),
  };
}
