import { useApiQuery } from '../../api/useApiQuery';
import { CompactAmount } from '../../components/amounts/CompactAmount';
import { queryValue } from '../../components/feedback/QueryValue';
import { formatCount } from '../../components/format/number';
import { StatGrid, StatTile } from '../../components/layout/StatTile';
import { Countdown } from '../../components/values/Countdown';

/** The votes screen's figures. */
export function VotesStats() {
  const votes = useApiQuery('votesData', undefined);
  return (
    <StatGrid label="Vote statistics">
      <StatTile
        label="Total votes"
        value={queryValue(votes, (d) => <CompactAmount value={d.totalVotes} decimals={0} symbol={null} />)}
      />
      <StatTile label="Voters" value={queryValue(votes, (d) => formatCount(d.voters))} />
      <StatTile label="SR candidates" value={queryValue(votes, (d) => formatCount(d.witnesses))} />
      <StatTile
        label="Votes counted in"
        value={queryValue(votes, (d) =>
          d.nextMaintenanceAt === null ? '—' : <Countdown to={d.nextMaintenanceAt} />,
        )}
        note="New votes count from the next maintenance."
      />
    </StatGrid>
  );
}
