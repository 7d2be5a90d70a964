import { useApiQuery } from '../api/useApiQuery';
import { queryValue } from '../components/feedback/QueryValue';
import { formatCount, formatRate } from '../components/format/number';
import { StatGrid, StatTile } from '../components/layout/StatTile';
import { peakLabel, rateLabel } from './rateLabels';

/** The transactions screen's figures. */
export function TransactionsStats() {
  const stats = useApiQuery('transactionStats', undefined, { refetchInterval: 60_000 });
  return (
    <StatGrid label="Transaction statistics">
      <StatTile label="Transactions" value={queryValue(stats, (d) => formatCount(d.total))} />
      <StatTile label="Last 24 h" value={queryValue(stats, (d) => formatCount(d.last24h))} />
      <StatTile
        label={rateLabel(stats.data?.tpsBlocks)}
        value={queryValue(stats, (d) => formatRate(d.tps))}
      />
      <StatTile
        label={peakLabel(stats.data?.maxTpsBlocks)}
        value={queryValue(stats, (d) => formatRate(d.maxTps))}
      />
      <StatTile label="TPS (24 h average)" value={queryValue(stats, (d) => formatRate(d.tps24h))} />
      <StatTile label="Transfers" value={queryValue(stats, (d) => formatCount(d.transfersTotal))} />
    </StatGrid>
  );
}
