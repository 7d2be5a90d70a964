import type { Witness } from '@poxscan/api/schemas';
import { Link } from 'react-router';
import { useApiQuery } from '../../api/useApiQuery';
import { AddressLink } from '../../components/AddressLink';
import { Amount } from '../../components/Amount';
import { BlockLink } from '../../components/BlockLink';
import { DetailList } from '../../components/DetailList';
import { ExternalLink } from '../../components/ExternalLink';
import { formatCount } from '../../components/format/number';
import { Panel } from '../../components/Panel';
import { ErrorState, Unavailable } from '../../components/QueryStates';
import { queryValue } from '../../components/QueryValue';
import { useHrefWith } from '../../components/usePageParam';
import { SrRecentBlocks } from './SrRecentBlocks';
import { aprOf, SrStatus, srLabel } from './srCells';
import { productivity } from './srMetrics';
import { useRewardParameters } from './useRewardParameters';

function SrFacts({ sr }: { sr: Witness }) {
  const stats = useApiQuery('homeStats', undefined);
  const rewards = useRewardParameters();
  const reward = useApiQuery('nodeReward', { address: sr.address, visible: true });
  return (
    <DetailList
      items={[
        { label: 'Address', value: <AddressLink address={sr.address} full /> },
        { label: 'Website', value: sr.url ? <ExternalLink href={sr.url}>{sr.url}</ExternalLink> : '—' },
        { label: 'Rank', value: formatCount(sr.rank) },
        { label: 'Status', value: <SrStatus sr={sr} head={stats.data?.latestBlock} /> },
        { label: 'Votes', value: <Amount value={sr.votes} decimals={0} symbol={null} /> },
        { label: 'Brokerage', value: `${sr.brokerage}% kept by the SR, the rest goes to voters` },
        { label: 'Voter APR (estimate)', value: aprOf(sr, rewards) },
        { label: 'Blocks produced', value: formatCount(sr.produced) },
        { label: 'Blocks missed', value: formatCount(sr.missed) },
        { label: 'Productivity', value: productivity(sr.produced, sr.missed) ?? '—' },
        { label: 'Last block', value: sr.latestBlock === null ? '—' : <BlockLink number={sr.latestBlock} /> },
        {
          label: 'Unclaimed rewards',
          value: queryValue(reward, (d) => <Amount value={String(d.reward ?? 0)} />) ?? '…',
        },
        { label: 'Voters', value: <Unavailable>Not reported by the API</Unavailable> },
      ]}
    />
  );
}

/** One SR in detail (`?sr=<address>`): its standing, production and rewards. */
export function SrDetail({ address }: { address: string }) {
  const hrefWith = useHrefWith();
  const query = useApiQuery('votesList', { pageNo: 1, pageLimit: 1, term: address });
  const sr = query.data?.items.find((w) => w.address === address);
  const close = <Link to={hrefWith({ sr: null })}>Close</Link>;
  return (
    <Panel title={sr ? `SR details: ${srLabel(sr)}` : 'SR details'} actions={close}>
      {query.error ? <ErrorState error={query.error} onRetry={() => void query.refetch()} /> : null}
      {query.data && sr === undefined ? <p>{address} is not an SR candidate.</p> : null}
      {sr ? <SrFacts sr={sr} /> : null}
      {sr?.active ? <SrRecentBlocks address={sr.address} /> : null}
      {query.data === undefined && !query.error ? (
        <DetailList items={[{ label: 'Address', value: '' }]} loading />
      ) : null}
    </Panel>
  );
}
