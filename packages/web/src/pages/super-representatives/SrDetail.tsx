import type { WitnessDetail } from '@poxscan/api/schemas';
import { Link } from 'react-router';
import { useApiQuery } from '../../api/useApiQuery';
import { Amount } from '../../components/amounts/Amount';
import { ErrorState, Unavailable } from '../../components/feedback/QueryStates';
import { queryValue } from '../../components/feedback/QueryValue';
import { formatCount } from '../../components/format/number';
import { DetailList } from '../../components/layout/DetailList';
import { Panel } from '../../components/layout/Panel';
import { AddressLink } from '../../components/links/AddressLink';
import { BlockLink } from '../../components/links/BlockLink';
import { WebLink } from '../../components/links/WebLink';
import { SrBlocks } from '../../components/lists/SrBlocks';
import { SrVoters } from '../../components/lists/SrVoters';
import { useHrefWith } from '../../hooks/usePageParam';
import { srLabel } from '../../witnesses/srLabel';
import { productivity, votesChangeText } from '../../witnesses/srMetrics';
import { aprOf, SrStatus } from './srCells';
import { useRewardParameters } from './useRewardParameters';

/** The real-time tally and its change since the last maintenance, when the API has it. */
function VotesNow({ sr }: { sr: WitnessDetail }) {
  if (sr.realtimeVotes === null || sr.votesChange === null)
    return <Unavailable>Not reported by the API yet</Unavailable>;
  return (
    <span>
      <Amount value={sr.realtimeVotes} decimals={0} symbol={null} /> ({votesChangeText(sr.votesChange)} since
      the last maintenance)
    </span>
  );
}

function SrFacts({ sr }: { sr: WitnessDetail }) {
  const stats = useApiQuery('homeStats', undefined);
  const rewards = useRewardParameters();
  const reward = useApiQuery('nodeReward', { address: sr.address, visible: true });
  return (
    <DetailList
      items={[
        { label: 'Address', value: <AddressLink address={sr.address} full /> },
        { label: 'Website', value: sr.url ? <WebLink url={sr.url} /> : '—' },
        { label: 'Rank', value: formatCount(sr.rank) },
        { label: 'Status', value: <SrStatus sr={sr} head={stats.data?.latestBlock} /> },
        { label: 'Votes', value: <Amount value={sr.votes} decimals={0} symbol={null} /> },
        { label: 'Votes now', value: <VotesNow sr={sr} /> },
        { label: 'Voters', value: formatCount(sr.voters) },
        { label: 'Brokerage', value: `${sr.brokerage}% kept by the SR, the rest goes to voters` },
        { label: 'Voter APR (estimate)', value: aprOf(sr, rewards) },
        { label: 'Blocks produced', value: formatCount(sr.produced) },
        { label: 'Blocks missed', value: formatCount(sr.missed) },
        { label: 'Productivity', value: productivity(sr.produced, sr.missed) ?? '—' },
        { label: 'Last block', value: sr.latestBlock === null ? '—' : <BlockLink number={sr.latestBlock} /> },
        { label: 'Transactions', value: formatCount(sr.transactions) },
        {
          label: 'Unclaimed rewards',
          value: queryValue(reward, (d) => <Amount value={String(d.reward ?? 0)} />) ?? '…',
        },
      ]}
    />
  );
}

/** One SR in detail (`?sr=<address>`): its standing, votes, voters, production and rewards. */
export function SrDetail({ address }: { address: string }) {
  const hrefWith = useHrefWith();
  const query = useApiQuery('witness', { address });
  const sr = query.data;
  const close = <Link to={hrefWith({ sr: null, votersCursor: null, blocksCursor: null })}>Close</Link>;
  const unknown = query.error?.status === 404;
  return (
    <Panel title={sr ? `SR details: ${srLabel(sr)}` : 'SR details'} actions={close}>
      {unknown ? <p>{address} is not an SR candidate.</p> : null}
      {query.error && !unknown ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : null}
      {sr ? (
        <>
          <SrFacts sr={sr} />
          <SrVoters address={sr.address} realtimeVotes={sr.realtimeVotes} />
          <SrBlocks address={sr.address} />
        </>
      ) : null}
      {sr === undefined && !query.error ? (
        <DetailList items={[{ label: 'Address', value: '' }]} loading />
      ) : null}
    </Panel>
  );
}
