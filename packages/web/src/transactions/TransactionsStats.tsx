import { useApiQuery } from '../api/useApiQuery';
import { queryValue } from '../components/feedback/QueryValue';
import { formatCount, formatRate } from '../components/format/number';
import { StatGrid, StatTile } from '../components/layout/StatTile';

/** Blocks the API's current rate is measured over (about a minute), and its peak's window. */
export const RATE_BLOCKS = 20;
const PEAK_BLOCKS = 100;

/** The transactions screen's figures. */
export function TransactionsStats() {
  const stats = useApiQuery('transactionStats', undefined, { refetchInterval: 60_000 });
  return (
    <StatGrid label="Transaction statistics">
      <StatTile label="Transactions" value={queryValue(stats, (d) => formatCount(d.total))} />
      <StatTile label="Last 24 h" value={queryValue(stats, (d) => formatCount(d.last24h))} />
      <StatTile
        label={`TPS (last ${RATE_BLOCKS} blocks)`}
        value={queryValue(stats, (d) => formatRate(d.tps))}
      />
      <StatTile
        label={`Peak TPS (best ${PEAK_BLOCKS} blocks)`}
        value={queryValue(stats, (d) => formatRate(d.maxTps))}
      />
      <StatTile label="TPS (24 h average)" value={queryValue(stats, (d) => formatRate(d.tps24h))} />
      <StatTile label="Transfers" value={queryValue(stats, (d) => formatCount(d.transfersTotal))} />
    </StatGrid>
  );
}
