import type { WitnessVotersPage } from '@poxscan/api/schemas';
import { useApiQuery } from '../../api/useApiQuery';
import { useSearchParam } from '../../hooks/usePageParam';
import { Amount } from '../amounts/Amount';
import { percentOf } from '../format/amount';
import { AddressLink } from '../links/AddressLink';
import { DataTable } from '../table/DataTable';
import { CursorPagination } from '../table/Pagination';
import type { Column } from '../table/types';

type Voter = WitnessVotersPage['items'][number];
const LIMIT = 10;
const CURSOR = 'votersCursor';

/** `tally`: the SR's real-time votes, which shares are of; null when the API has not read it. */
function columns(tally: string | null): Column<Voter>[] {
  return [
    { id: 'voter', header: 'Voter', cell: (v) => <AddressLink address={v.address} name={v.name} /> },
    {
      id: 'votes',
      header: 'Votes',
      align: 'end',
      cell: (v) => <Amount value={v.votes} decimals={0} symbol={null} />,
    },
    {
      id: 'share',
      header: 'Share',
      align: 'end',
      cell: (v) => {
        const share = tally === null ? undefined : percentOf(v.votes, tally);
        return share === undefined ? '—' : `${share}%`;
      },
    },
  ];
}

/** Who votes for the SR now, most votes first, a page at a time (the cursor lives in the URL). */
export function SrVoters({ address, realtimeVotes }: { address: string; realtimeVotes: string | null }) {
  const cursor = useSearchParam(CURSOR);
  const query = useApiQuery('witnessVoters', { address, limit: LIMIT, ...(cursor ? { cursor } : {}) });
  return (
    <section aria-label="Voters">
      <h3>Voters</h3>
      <DataTable
        label="Voters"
        columns={columns(realtimeVotes)}
        rows={query.data?.items}
        rowKey={(v) => v.address}
        error={query.error}
        onRetry={() => void query.refetch()}
        empty="Nobody votes for this SR now."
        skeletonRows={4}
      />
      <CursorPagination page={query.data} param={CURSOR} />
    </section>
  );
}
