import type { DailySeries, SeriesName } from '@poxscan/api/schemas';
import { useMemo } from 'react';
import { Link } from 'react-router';
import type { SeriesRange } from '../../api/resources/data';
import { useApiQuery } from '../../api/useApiQuery';
import { paths } from '../../app/paths';
import { Chart } from '../../components/charts/Chart';
import { saveFile } from '../../components/download/saveFile';
import { ErrorState } from '../../components/feedback/QueryStates';
import { Panel } from '../../components/layout/Panel';
import { chartValue, formatChartValue, seriesCsv } from '../../daily-series/catalogue';
import styles from '../../daily-series/Data.module.css';

function download(series: DailySeries, range: SeriesRange) {
  saveFile(new Blob([seriesCsv(series)], { type: 'text/csv' }), `poxscan-${series.series}-${range}.csv`);
}

/** One daily series in a panel: its chart over the range, a CSV download and (in a grid) a link to its page. */
export function SeriesChart({
  name,
  title,
  kind,
  range,
  height,
  linked = false,
}: {
  name: SeriesName;
  title: string;
  kind: 'bars' | 'line';
  range: SeriesRange;
  height?: number;
  linked?: boolean;
}) {
  const query = useApiQuery('dailySeries', { series: name, range });
  const data = query.data;
  const points = useMemo(
    () => data?.points.map((p) => ({ x: p.day, y: chartValue(p.value, data.unit) })),
    [data],
  );
  const actions = (
    <span className={styles.actions}>
      {linked ? (
        <Link to={`${paths.chart(name)}${range === 'all' ? '' : `?range=${range}`}`}>Open</Link>
      ) : null}
      <button
        type="button"
        className={styles.button}
        disabled={data === undefined || data.points.length === 0}
        onClick={() => data && download(data, range)}
      >
        CSV
      </button>
    </span>
  );
  return (
    <Panel title={title} actions={actions}>
      {points === undefined && query.error ? (
        <ErrorState error={query.error} />
      ) : (
        <Chart
          label={title}
          points={points ?? []}
          kind={kind}
          xKind="time"
          formatY={formatChartValue(data?.unit ?? 'count')}
          {...(height === undefined ? {} : { height })}
          {...(points === undefined ? { loading: true } : {})}
        />
      )}
    </Panel>
  );
}
