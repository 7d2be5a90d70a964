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

const rated = (sr: Witness | undefined) =>
  sr === undefined ? '—' : `${productivity(sr.produced, sr.missed)} · ${srLabel(sr)}`;

/** The SR screen's figures: productivity extremes, the next maintenance and the votes in play. */
export function SrWidgets() {
  const { srs } = useWitnessLists();
  const votes = useApiQuery('votesData', undefined);
  const extremes = srs.data ? productivityExtremes(srs.data.witnesses) : undefined;
  return (
    <StatGrid label="SR statistics">
      <StatTile label="Highest productivity" value={queryValue(srs, () => rated(extremes?.best))} />
      <StatTile label="Lowest productivity" value={queryValue(srs, () => rated(extremes?.worst))} />
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
