import { type Static, Type } from 'typebox';
import { Address, Amount, DescribedAmount, Timestamp } from './common.js';

/** `/governance/poxStakingPage`: staking governance figures. */
export const PoxStaking = Type.Object({
  totalStaked: DescribedAmount(
    'every staked POX: stakedForBandwidth + stakedForEnergy + stakedForPower + totalDelegated + stakedV1',
  ),
  stakedV1: DescribedAmount(
    'Stake 1.0 (frozen before Stake 2.0, not yet unfrozen), every resource, delegated or not; 0 on a chain that began with Stake 2.0',
  ),
  stakedForBandwidth: DescribedAmount('staked for bandwidth the owner uses itself'),
  stakedForEnergy: DescribedAmount('staked for energy the owner uses itself'),
  stakedForPower: DescribedAmount('staked for POX power (votes) alone, with no bandwidth or energy'),
  totalDelegated: DescribedAmount('staked POX whose resources are delegated to other accounts'),
  delegatedForBandwidth: Amount,
  delegatedForEnergy: Amount,
  unstaking: DescribedAmount('unstaked POX still waiting out the unstaking period'),
  votesCast: DescribedAmount('votes the accounts cast for SRs'),
  totalVotes: DescribedAmount(
    "the SRs' vote tallies, with any votes no account cast (a genesis's initial votes)",
  ),
  witnesses: Type.Integer({ minimum: 0 }),
  stakingRatio: Type.Number({ description: 'staked / supply, 0..1' }),
  updatedAt: Type.Union([Timestamp, Type.Null()], {
    description: 'when the sums were taken (they are refreshed at most once a minute); null before the first',
  }),
});
export type PoxStaking = Static<typeof PoxStaking>;

export const TopStakersQuery = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
});
export type TopStakersQuery = Static<typeof TopStakersQuery>;

/** `/governance/topStakers`: the accounts with the most POX staked (every resource), at most 100. */
export const TopStakers = Type.Object({
  items: Type.Array(
    Type.Object({
      rank: Type.Integer({ minimum: 1 }),
      address: Address,
      name: Type.Union([Type.String(), Type.Null()]),
      staked: Amount,
      stakedForBandwidth: Amount,
      stakedForEnergy: Amount,
      stakedForPower: DescribedAmount('staked for POX power only (votes, no resource)'),
      share: Type.Number({ description: 'fraction of all staked POX, 0..1' }),
    }),
  ),
  updatedAt: Type.Union([Timestamp, Type.Null()]),
});
export type TopStakers = Static<typeof TopStakers>;
