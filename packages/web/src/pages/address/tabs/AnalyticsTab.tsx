import { useMemo } from 'react';
import { useApiQuery } from '../../../api/useApiQuery';
import { Chart } from '../../../components/charts/Chart';
import { ErrorState } from '../../../components/feedback/QueryStates';
import { chartValue, formatChartValue } from '../../../daily-series/catalogue';
import styles from '../../../daily-series/Data.module.css';
import { RangeSelector, useRange } from '../../../daily-series/RangeSelector';

/**
 * An address's days: its POX balance at the close of each day the explorer read it, and its daily
 * transactions and token transfers, from the indexer's per-address days.
 */
export function AnalyticsTab({ address }: { address: string }) {
  const range = useRange();
  const query = useApiQuery('addressActivity', { address, range });
  const data = query.data;
  const charts = useMemo(
    () =>
      data && [
        {
          title: 'Balance (POX, closing)',
          kind: 'line' as const,
          unit: 'sun' as const,
          points: data.balance.map((p) => ({ x: p.day, y: chartValue(p.value, 'sun') })),
        },
        {
          title: 'Transactions per day',
          kind: 'bars' as const,
          unit: 'count' as const,
          points: data.transactions.map((p) => ({ x: p.day, y: Number(p.value) })),
        },
        {
          title: 'Token transfers per day',
          kind: 'bars' as const,
          unit: 'count' as const,
          points: data.transfers.map((p) => ({ x: p.day, y: Number(p.value) })),
        },
      ],
    [data],
  );
  if (data === undefined && query.error) return <ErrorState error={query.error} />;
  const shown = charts ?? [
    { title: 'Balance (POX, closing)', kind: 'line' as const, unit: 'sun' as const, points: [] },
    { title: 'Transactions per day', kind: 'bars' as const, unit: 'count' as const, points: [] },
    { title: 'Token transfers per day', kind: 'bars' as const, unit: 'count' as const, points: [] },
  ];
  return (
    <>
      <RangeSelector />
      <div className={styles.grid}>
        {shown.map((c) => (
          <section key={c.title} aria-label={c.title}>
            <h3>{c.title}</h3>
            <Chart
              label={c.title}
              points={c.points}
              kind={c.kind}
              xKind="time"
              formatY={formatChartValue(c.unit)}
              {...(charts === undefined ? { loading: true } : {})}
            />
          </section>
        ))}
      </div>
      <p className={styles.about}>
        Days by UTC. The balance is the one the node reported at the explorer’s last read of the day; days
        without activity have no bar.
      </p>
    </>
  );
}
