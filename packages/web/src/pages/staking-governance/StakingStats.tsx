import type { ReactNode } from 'react';
import { useApiQuery } from '../../api/useApiQuery';
import { CompactAmount } from '../../components/amounts/CompactAmount';
import { queryValue } from '../../components/feedback/QueryValue';
import { shareOf } from '../../components/format/amount';
import { formatCount } from '../../components/format/number';
import { NOTE_PENDING, StatGrid, StatTile } from '../../components/layout/StatTile';

/**
 * The network's stake: the total value locked and its four parts (staked for the owner's own
 * bandwidth, energy or POX power, and delegated to others; and Stake 1.0 where the chain still holds
 * some), which add up to it; then share of the
 * supply, unstaking (no longer staked) and votes.
 */
export function StakingStats() {
  const staking = useApiQuery('poxStaking', undefined);
  const home = useApiQuery('homeStats', undefined);
  const supply = home.data?.totalSupply;
  // Stake 1.0 is a fifth part only where the chain still holds some (not on one that began with 2.0).
  const v1 = staking.data !== undefined && BigInt(staking.data.stakedV1) > 0n;
  return (
    <StatGrid label="Staking statistics">
      <StatTile
        label="Total value locked"
        value={queryValue(staking, (d) => <CompactAmount value={d.totalStaked} />)}
        note={v1 ? 'Sum of the next 5' : 'Sum of the next 4'}
      />
      <StatTile
        label="Staked for bandwidth"
        value={queryValue(staking, (d) => <CompactAmount value={d.stakedForBandwidth} />)}
      />
      <StatTile
        label="Staked for energy"
        value={queryValue(staking, (d) => <CompactAmount value={d.stakedForEnergy} />)}
      />
      <StatTile
        label="Staked for POX power"
        value={queryValue(staking, (d) => <CompactAmount value={d.stakedForPower} />)}
        note="For votes only"
      />
      <StatTile
        label="Delegated"
        value={queryValue(staking, (d) => <CompactAmount value={d.totalDelegated} />)}
        note="Lent to others"
      />
      {v1 && (
        <StatTile
          label="Stake 1.0"
          value={queryValue(staking, (d) => <CompactAmount value={d.stakedV1} />)}
          note="Frozen before Stake 2.0"
        />
      )}
      <StatTile
        label="Share of supply staked"
        value={queryValue(staking, (d) => {
          const share = supply === undefined ? undefined : shareOf(d.totalStaked, supply);
          return share === undefined ? '—' : `${share}%`;
        })}
      />
      <StatTile
        label="Unstaking"
        value={queryValue(staking, (d) => <CompactAmount value={d.unstaking} />)}
        note="Not in the total"
      />
      <StatTile
        label="Votes cast"
        value={queryValue(staking, (d) => <CompactAmount value={d.votesCast} decimals={0} symbol={null} />)}
        note={votesNote(staking.data)}
      />
      <StatTile label="SR candidates" value={queryValue(staking, (d) => formatCount(d.witnesses))} />
    </StatGrid>
  );
}

/**
 * The SRs' tallies, where they differ from the votes accounts cast: a genesis may give SRs votes no
 * account cast, and a chain indexed from mid-way has votes cast before its history.
 */
function votesNote(d: { votesCast: string; totalVotes: string } | undefined): ReactNode {
  if (d === undefined) return NOTE_PENDING;
  if (d.totalVotes === d.votesCast) return 'By accounts, for SRs';
  return (
    <>
      SRs' tallies: <CompactAmount value={d.totalVotes} decimals={0} symbol={null} />
    </>
  );
}
