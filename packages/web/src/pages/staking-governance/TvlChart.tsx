import { SUN_PER_POX } from '@poxscan/protocol/browser';
import { useMemo } from 'react';
import { useApiQuery } from '../../api/useApiQuery';
import { Chart } from '../../components/charts/Chart';
import { formatCount } from '../../components/format/number';
import { Panel } from '../../components/Panel';
import { ErrorState } from '../../components/QueryStates';

/** Whole POX for the chart's scale only; the figures on the page stay exact. */
const wholePox = (sun: string) => Number(BigInt(sun) / SUN_PER_POX);

/** Total value locked (staked POX) by day. */
export function TvlChart() {
  const tvl = useApiQuery('tvlGraph', undefined);
  const points = useMemo(
    () => tvl.data?.points.map((p) => ({ x: p.day, y: wholePox(p.staked) })),
    [tvl.data],
  );
  return (
    <Panel title="Total value locked over time">
      {points === undefined && tvl.error ? (
        <ErrorState error={tvl.error} onRetry={() => void tvl.refetch()} />
      ) : (
        <Chart
          label="Staked POX by day"
          points={points ?? []}
          kind="line"
          xKind="time"
          formatY={(value) => `${formatCount(value)} POX`}
          {...(points === undefined ? { loading: true } : {})}
        />
      )}
    </Panel>
  );
}
