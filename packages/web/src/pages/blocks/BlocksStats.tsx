import { useApiQuery } from '../../api/useApiQuery';
import { Amount } from '../../components/amounts/Amount';
import { queryValue } from '../../components/feedback/QueryValue';
import { formatCount } from '../../components/format/number';
import { formatDuration } from '../../components/format/time';
import { StatGrid, StatTile } from '../../components/layout/StatTile';

/** The blocks screen's figures. */
export function BlocksStats() {
  const info = useApiQuery('blocksInfo', undefined, { refetchInterval: 30_000 });
  return (
    <StatGrid label="Block statistics">
      <StatTile label="Latest block" value={queryValue(info, (d) => formatCount(d.latestBlock))} />
      <StatTile
        label="Solidified block"
        value={queryValue(info, (d) => formatCount(d.latestSolidifiedBlock))}
      />
      <StatTile label="Blocks today" value={queryValue(info, (d) => formatCount(d.blocksToday))} />
      <StatTile
        label="Fees burned today"
        value={queryValue(info, (d) => <Amount value={d.feesBurnedToday} />)}
      />
      <StatTile
        label="Average block time"
        value={queryValue(info, (d) => formatDuration(d.averageBlockTimeMs))}
      />
    </StatGrid>
  );
}
