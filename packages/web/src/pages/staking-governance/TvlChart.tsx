import { SUN_PER_POX } from '@poxscan/protocol/browser';
import { useMemo } from 'react';
import { useApiQuery } from '../../api/useApiQuery';
import { CompactAmount } from '../../components/amounts/CompactAmount';
import { Chart } from '../../components/charts/Chart';
import { ErrorState } from '../../components/feedback/QueryStates';
import { compactUnits } from '../../components/format/compact';
import { formatDate } from '../../components/format/day';
import { Panel } from '../../components/layout/Panel';
import styles from './StakingGovernance.module.css';

/** Whole POX for the chart's scale only; the figures on the page stay exact. */
const wholePox = (sun: string) => Number(BigInt(sun) / SUN_PER_POX);

/** Total value locked (staked POX) by day; a single day is said in words rather than drawn. */
export function TvlChart() {
  const tvl = useApiQuery('tvlGraph', undefined);
  const points = useMemo(
    () => tvl.data?.points.map((p) => ({ x: p.day, y: wholePox(p.staked) })),
    [tvl.data],
  );
  const only = tvl.data?.points.length === 1 ? tvl.data.points[0] : undefined;
  return (
    <Panel title="Total value locked over time">
      {points === undefined && tvl.error ? (
        <ErrorState error={tvl.error} onRetry={() => void tvl.refetch()} />
      ) : null}
      {only ? (
        <p className={styles.note}>
          {formatDate(only.day)}: <CompactAmount value={only.staked} /> staked. The API reports no earlier
          days yet.
        </p>
      ) : null}
      {only || (points === undefined && tvl.error) ? null : (
        <Chart
          label="Staked POX by day"
          points={points ?? []}
          kind="line"
          xKind="time"
          formatY={(value) => compactUnits(String(Math.round(value)), 0)}
          {...(points === undefined ? { loading: true } : {})}
        />
      )}
    </Panel>
  );
}
