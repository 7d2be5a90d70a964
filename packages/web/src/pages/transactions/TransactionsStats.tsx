import { useApiQuery } from '../../api/useApiQuery';
import { formatCount, formatRate } from '../../components/format/number';
import { queryValue } from '../../components/QueryValue';
import { StatGrid, StatTile } from '../../components/StatTile';

/** The transactions screen's figures. */
export function TransactionsStats() {
  const stats = useApiQuery('transactionStats', undefined, { refetchInterval: 60_000 });
  return (
    <StatGrid label="Transaction statistics">
      <StatTile label="Transactions" value={queryValue(stats, (d) => formatCount(d.total))} />
      <StatTile label="Last 24 h" value={queryValue(stats, (d) => formatCount(d.last24h))} />
      <StatTile label="TPS (24 h average)" value={queryValue(stats, (d) => formatRate(d.tps))} />
      <StatTile label="Peak daily TPS" value={queryValue(stats, (d) => formatRate(d.maxTps))} />
      <StatTile label="Transfers" value={queryValue(stats, (d) => formatCount(d.transfersTotal))} />
    </StatGrid>
  );
}
