import { useApiQuery } from '../../api/useApiQuery';
import { queryValue } from '../../components/feedback/QueryValue';
import { formatCount } from '../../components/format/number';
import { StatGrid, StatTile } from '../../components/layout/StatTile';

/** The contracts screen's figures. */
export function ContractsStats() {
  const stats = useApiQuery('contractsStats', undefined);
  return (
    <StatGrid label="Contract statistics">
      <StatTile label="Contracts" value={queryValue(stats, (d) => formatCount(d.contracts))} />
      <StatTile label="Verified" value={queryValue(stats, (d) => formatCount(d.verified))} />
      <StatTile label="Token contracts" value={queryValue(stats, (d) => formatCount(d.tokens))} />
    </StatGrid>
  );
}
