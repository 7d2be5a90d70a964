import { useApiQuery } from '../../api/useApiQuery';
import { queryValue } from '../../components/feedback/QueryValue';
import { formatCount } from '../../components/format/number';
import { StatGrid, StatTile } from '../../components/layout/StatTile';

/** The transfers screen's figures. */
export function TransfersStats() {
  const counts = useApiQuery('transferCounts', undefined);
  return (
    <StatGrid label="Transfer statistics">
      <StatTile label="Transfers" value={queryValue(counts, (d) => formatCount(d.total))} />
      <StatTile label="Last 24 h" value={queryValue(counts, (d) => formatCount(d.last24h))} />
    </StatGrid>
  );
}
