import { useApiQuery } from '../../api/useApiQuery';
import { formatCount } from '../../components/format/number';
import { queryValue } from '../../components/QueryValue';
import { StatGrid, StatTile } from '../../components/StatTile';

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
