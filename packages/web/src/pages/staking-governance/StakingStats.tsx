import { useApiQuery } from '../../api/useApiQuery';
import { CompactAmount } from '../../components/CompactAmount';
import { percentOf } from '../../components/format/amount';
import { formatCount } from '../../components/format/number';
import { queryValue } from '../../components/QueryValue';
import { StatGrid, StatTile } from '../../components/StatTile';

/**
 * The network's stake: the total value locked and its four parts (staked for the owner's own
 * bandwidth, energy or POX power, and delegated to others), which add up to it; then share of the
 * supply, unstaking (no longer staked) and votes.
 */
export function StakingStats() {
  const staking = useApiQuery('poxStaking', undefined);
  const home = useApiQuery('homeStats', undefined);
  const supply = home.data?.totalSupply;
  return (
    <StatGrid label="Staking statistics">
      <StatTile
        label="Total value locked"
        value={queryValue(staking, (d) => <CompactAmount value={d.totalStaked} />)}
        note="Bandwidth + energy + POX power + delegated."
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
        note="Staked for votes alone, with no bandwidth or energy."
      />
      <StatTile
        label="Share of supply staked"
        value={queryValue(staking, (d) => {
          const share = supply === undefined ? undefined : percentOf(d.totalStaked, supply);
          return share === undefined ? '—' : `${share}%`;
        })}
      />
      <StatTile
        label="Delegated"
        value={queryValue(staking, (d) => <CompactAmount value={d.totalDelegated} />)}
        note="Staked POX whose bandwidth or energy another account uses."
      />
      <StatTile
        label="Unstaking"
        value={queryValue(staking, (d) => <CompactAmount value={d.unstaking} />)}
        note="Not in the total: unstaked POX waiting out the unstaking period."
      />
      <StatTile
        label="Votes cast"
        value={queryValue(staking, (d) => <CompactAmount value={d.totalVotes} decimals={0} symbol={null} />)}
      />
      <StatTile label="SR candidates" value={queryValue(staking, (d) => formatCount(d.witnesses))} />
    </StatGrid>
  );
}
