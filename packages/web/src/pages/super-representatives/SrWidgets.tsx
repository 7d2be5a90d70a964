import type { Witness } from '@poxscan/api/schemas';
import { useApiQuery } from '../../api/useApiQuery';
import { CompactAmount } from '../../components/amounts/CompactAmount';
import { queryValue } from '../../components/feedback/QueryValue';
import { StatGrid, StatTile } from '../../components/layout/StatTile';
import { Countdown } from '../../components/values/Countdown';
import { srLabel } from '../../witnesses/srLabel';
import { productivity } from '../../witnesses/srMetrics';
import { useWitnessLists } from '../../witnesses/useWitnessLists';
import { productivityExtremes } from './productivityExtremes';

const rated = (sr: Witness) => `${productivity(sr.produced, sr.missed)} · ${srLabel(sr)}`;

/** Two tiles naming the best and worst SR, or one saying they all tie. */
function ProductivityTiles({ srs }: { srs: ReturnType<typeof useWitnessLists>['srs'] }) {
  const extremes = srs.data ? productivityExtremes(srs.data.witnesses) : undefined;
  if (extremes?.kind === 'tie') {
    const { count, sample } = extremes;
    const figure = productivity(sample.produced, sample.missed);
    return (
      <StatTile
        label="Productivity"
        value={figure}
        note={`All ${count} producing ${count === 1 ? 'SR' : 'SRs'} at ${figure}: none higher or lower.`}
      />
    );
  }
  const named = (pick: 'best' | 'worst') => () => (extremes?.kind === 'spread' ? rated(extremes[pick]) : '—');
  return (
    <>
      <StatTile label="Highest productivity" value={queryValue(srs, named('best'))} />
      <StatTile label="Lowest productivity" value={queryValue(srs, named('worst'))} />
    </>
  );
}

/** The SR screen's figures: productivity extremes, the next maintenance and the votes in play. */
export function SrWidgets() {
  const { srs } = useWitnessLists();
  const votes = useApiQuery('votesData', undefined);
  return (
    <StatGrid label="SR statistics">
      <ProductivityTiles srs={srs} />
      <StatTile
        label="Next maintenance in"
        value={queryValue(votes, (d) =>
          d.nextMaintenanceAt === null ? '—' : <Countdown to={d.nextMaintenanceAt} />,
        )}
        note="Votes are counted and SRs elected at each maintenance."
      />
      <StatTile
        label="Total votes"
        value={queryValue(votes, (d) => <CompactAmount value={d.totalVotes} decimals={0} symbol={null} />)}
      />
    </StatGrid>
  );
}
