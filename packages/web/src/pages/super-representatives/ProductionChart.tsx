import { useMemo } from 'react';
import { Chart } from '../../components/charts/Chart';
import { ErrorState } from '../../components/feedback/QueryStates';
import { formatCount } from '../../components/format/number';
import { Panel } from '../../components/layout/Panel';
import { useWitnessLists } from '../../witnesses/useWitnessLists';

/** How block production is spread over the 27 SRs: blocks produced by rank. */
export function ProductionChart() {
  const { srs } = useWitnessLists();
  const points = useMemo(() => srs.data?.witnesses.map((sr) => ({ x: sr.rank, y: sr.produced })), [srs.data]);
  return (
    <Panel title="Block production by SR">
      {points === undefined && srs.error ? (
        <ErrorState error={srs.error} />
      ) : (
        <Chart
          label="Blocks produced by SR rank"
          points={points ?? []}
          kind="bars"
          xKind="position"
          formatY={formatCount}
          {...(points === undefined ? { loading: true } : {})}
        />
      )}
    </Panel>
  );
}
