import { useApiQuery } from '../../api/useApiQuery';
import { queryValue } from '../../components/feedback/QueryValue';
import { formatCount } from '../../components/format/number';
import { StatGrid, StatTile } from '../../components/layout/StatTile';

/** The tokens screen's figures. */
export function TokensStats() {
  const counts = useApiQuery('contractCounts', undefined);
  return (
    <StatGrid label="Token statistics">
      <StatTile label="Tokens" value={queryValue(counts, (d) => formatCount(d.total))} />
      <StatTile label="New in 24 h" value={queryValue(counts, (d) => formatCount(d.last24h))} />
    </StatGrid>
  );
}
