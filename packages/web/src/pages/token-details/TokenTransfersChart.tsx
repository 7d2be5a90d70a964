import { useMemo } from 'react';
import { useApiQuery } from '../../api/useApiQuery';
import { Chart } from '../../components/charts/Chart';
import { ErrorState } from '../../components/feedback/QueryStates';
import { formatChartValue } from '../../daily-series/catalogue';
import styles from '../../daily-series/Data.module.css';

const TITLE = 'Transfers per day';

/** A token's transfers per UTC day since its first, from the indexer's per-token days. */
export function TokenTransfersChart({ id }: { id: string }) {
  const query = useApiQuery('tokenActivity', { id });
  const data = query.data;
  const points = useMemo(() => data?.transfers.map((p) => ({ x: p.day, y: p.value })), [data]);
  if (points === undefined && query.error) {
    return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  }
  return (
    <section aria-label={TITLE}>
      <Chart
        label={TITLE}
        points={points ?? []}
        kind="bars"
        xKind="time"
        height={180}
        formatY={formatChartValue('count')}
        {...(points === undefined ? { loading: true } : {})}
      />
      <p className={styles.about}>
        Days by UTC, since the token’s first transfer; days without transfers have no bar.
      </p>
    </section>
  );
}
