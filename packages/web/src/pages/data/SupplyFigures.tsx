import type { PoxSupply } from '@poxscan/api/schemas';
import { useApiQuery } from '../../api/useApiQuery';
import { Amount } from '../../components/amounts/Amount';
import { queryValue } from '../../components/feedback/QueryValue';
import { shareOf } from '../../components/format/amount';
import { formatDate } from '../../components/format/day';
import { formatCount } from '../../components/format/number';
import { StatGrid, StatTile } from '../../components/layout/StatTile';

/** The supply's parts, in the order they add up to the total. */
const PARTS: { key: keyof PoxSupply; label: string; v1?: true }[] = [
  { key: 'circulating', label: 'Circulating' },
  { key: 'stakedBandwidth', label: 'Stake 2.0 for bandwidth' },
  { key: 'stakedEnergy', label: 'Stake 2.0 for energy' },
  { key: 'stakedPower', label: 'Stake 2.0 for votes only' },
  { key: 'stakedV1Bandwidth', label: 'Stake 1.0 for bandwidth', v1: true },
  { key: 'stakedV1Energy', label: 'Stake 1.0 for energy', v1: true },
  { key: 'stakedV1Power', label: 'Stake 1.0 for votes only', v1: true },
  { key: 'delegated', label: 'Delegated' },
  { key: 'unstaking', label: 'Unstaking' },
  { key: 'withdrawable', label: 'Unstaked, not withdrawn' },
  { key: 'unclaimedRewards', label: 'Unclaimed rewards' },
];

/** The supply figures: the total, each part with its share, fees burned, rewards issued and votes. */
export function SupplyFigures() {
  const query = useApiQuery('poxSupply', undefined);
  const s = query.data;
  const share = (key: keyof PoxSupply) =>
    s === undefined ? undefined : `${shareOf(String(s[key]), s.totalSupply) ?? '0.00'}% of the total`;
  // A chain that began with Stake 2.0 has no Stake 1.0: its 0 says why rather than "0.00%".
  const note = (p: (typeof PARTS)[number]) => {
    if (s === undefined) return undefined;
    if (p.v1 && BigInt(String(s[p.key])) === 0n) return 'Chain runs Stake 2.0; old stakes count here';
    if (p.key === 'delegated' && BigInt(s.delegatedV1) > 0n)
      return (
        <>
          {share(p.key)}; Stake 1.0: <Amount value={s.delegatedV1} />
        </>
      );
    return share(p.key);
  };
  return (
    <StatGrid label="POX supply">
      <StatTile
        label="Total supply"
        value={queryValue(query, (d) => <Amount value={d.totalSupply} />)}
        note={s && (s.day === null ? 'Not summed yet' : `Last summed on ${formatDate(s.day)} (UTC)`)}
      />
      {PARTS.map((p) => (
        <StatTile
          key={p.key}
          label={p.label}
          value={queryValue(query, (d) => <Amount value={String(d[p.key])} />)}
          note={note(p)}
        />
      ))}
      <StatTile
        label="Burned in fees"
        value={queryValue(query, (d) => <Amount value={d.burnedFees} />)}
        note={
          s && (
            <>
              Today (UTC): <Amount value={s.burnedFeesToday} />
            </>
          )
        }
      />
      <StatTile
        label="SR rewards issued"
        value={queryValue(query, (d) => <Amount value={d.rewardsIssued} />)}
      />
      <StatTile label="Total votes" value={queryValue(query, (d) => formatCount(Number(d.totalVotes)))} />
    </StatGrid>
  );
}
