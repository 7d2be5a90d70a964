import { useApiQuery } from '../../api/useApiQuery';
import { queryValue } from '../../components/feedback/QueryValue';
import { formatCount } from '../../components/format/number';
import { StatGrid, StatTile } from '../../components/layout/StatTile';

/** The accounts screen's figures. */
export function AccountsStats() {
  const stats = useApiQuery('accountStats', undefined);
  return (
    <StatGrid label="Account statistics">
      <StatTile label="Accounts" value={queryValue(stats, (d) => formatCount(d.accounts))} />
      <StatTile label="New in 24 h" value={queryValue(stats, (d) => formatCount(d.newAccounts24h))} />
      <StatTile label="Contracts" value={queryValue(stats, (d) => formatCount(d.contracts))} />
    </StatGrid>
  );
}
