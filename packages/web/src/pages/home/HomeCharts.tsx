import { useMemo } from 'react';
import { Link } from 'react-router';
import { useApiQuery } from '../../api/useApiQuery';
import { paths } from '../../app/paths';
import { Chart } from '../../components/charts/Chart';
import { ErrorState } from '../../components/feedback/QueryStates';
import { formatCount } from '../../components/format/number';
import { Panel } from '../../components/layout/Panel';
import styles from './HomePage.module.css';

const DAYS = 14;
const PRICE_DAYS = 30;
const usd = (value: number) => `$${value.toPrecision(3)}`;

/** The price chart and the 14-day transaction and address-growth charts. */
export function HomeCharts() {
  const price = useApiQuery('priceChart', { days: PRICE_DAYS });
  const tx = useApiQuery('transactionStats', undefined);
  const accounts = useApiQuery('accountStats', undefined);
  const pricePoints = useMemo(() => price.data?.points.map((p) => ({ x: p.time, y: p.usd })), [price.data]);
  const txPoints = useMemo(
    () => tx.data?.daily.slice(-DAYS).map((d) => ({ x: d.day, y: d.count })),
    [tx.data],
  );
  const accountPoints = useMemo(
    () => accounts.data?.dailyNewAccounts.slice(-DAYS).map((d) => ({ x: d.day, y: d.value })),
    [accounts.data],
  );
  const charts = [
    {
      title: 'POX price (30 days)',
      points: pricePoints,
      error: price.error,
      kind: 'line',
      format: usd,
      href: null,
    },
    {
      title: 'Transactions (14 days)',
      points: txPoints,
      error: tx.error,
      kind: 'bars',
      format: formatCount,
      href: paths.chart('transactions'),
    },
    {
      title: 'New addresses (14 days)',
      points: accountPoints,
      error: accounts.error,
      kind: 'bars',
      format: formatCount,
      href: paths.chart('new-addresses'),
    },
  ] as const;
  return (
    <div className={styles.charts}>
      {charts.map((chart) => (
        <Panel
          key={chart.title}
          title={chart.title}
          actions={chart.href === null ? undefined : <Link to={chart.href}>All days</Link>}
        >
          {chart.points === undefined && chart.error ? (
            <ErrorState error={chart.error} />
          ) : (
            <Chart
              label={chart.title}
              points={chart.points ?? []}
              kind={chart.kind}
              xKind="time"
              formatY={chart.format}
              {...(chart.points === undefined ? { loading: true } : {})}
            />
          )}
        </Panel>
      ))}
    </div>
  );
}
