import type { TopStakers as TopStakersResponse } from '@poxscan/api/schemas';
import { Link } from 'react-router';
import { useApiQuery } from '../../api/useApiQuery';
import { paths } from '../../app/paths';
import { Amount } from '../../components/amounts/Amount';
import { formatCount } from '../../components/format/number';
import { Panel } from '../../components/layout/Panel';
import { AddressLink } from '../../components/links/AddressLink';
import { DataTable } from '../../components/table/DataTable';
import type { Column } from '../../components/table/types';
import { TOP_STAKERS_LIMIT } from './stakingCalls';

type Staker = TopStakersResponse['items'][number];
const LIMIT = TOP_STAKERS_LIMIT;

const COLUMNS: Column<Staker>[] = [
  { id: 'rank', header: 'Rank', cell: (s) => formatCount(s.rank) },
  { id: 'account', header: 'Account', cell: (s) => <AddressLink address={s.address} name={s.name} /> },
  { id: 'staked', header: 'Staked', align: 'end', cell: (s) => <Amount value={s.staked} /> },
  {
    id: 'bandwidth',
    header: 'For bandwidth',
    align: 'end',
    cell: (s) => <Amount value={s.stakedForBandwidth} />,
  },
  { id: 'energy', header: 'For energy', align: 'end', cell: (s) => <Amount value={s.stakedForEnergy} /> },
  // Stake for POX power only buys votes; without it the parts shown would not add up to "Staked".
  { id: 'power', header: 'For POX power', align: 'end', cell: (s) => <Amount value={s.stakedForPower} /> },
  { id: 'share', header: 'Share', align: 'end', cell: (s) => `${(s.share * 100).toFixed(2)}%` },
];

/**
 * The accounts with the most POX staked, over every resource (the API sums them once a minute); a row's
 * bandwidth, energy and POX-power (votes only) parts sum to its "Staked".
 */
export function TopStakers() {
  const query = useApiQuery('topStakers', { limit: LIMIT });
  return (
    <Panel title="Top stakers" actions={<Link to={paths.stakeResources}>Stake your POX</Link>}>
      <DataTable
        label="Top stakers"
        columns={COLUMNS}
        rows={query.data?.items}
        rowKey={(s) => s.address}
        error={query.error}
        onRetry={() => void query.refetch()}
        empty="Nobody stakes POX yet."
        skeletonRows={10}
      />
    </Panel>
  );
}
