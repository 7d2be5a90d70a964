import type { Witness } from '@poxscan/api/schemas';
import { useMemo } from 'react';
import { useApiQuery } from '../../api/useApiQuery';
import { Panel } from '../../components/layout/Panel';
import { DataTable } from '../../components/table/DataTable';
import { Pagination } from '../../components/table/Pagination';
import { usePageParam, useSearchParam } from '../../hooks/usePageParam';
import { useLiveEvent } from '../../live/useLiveEvent';
import { VoteSearch } from './VoteSearch';
import { VOTES_PAGE_LIMIT, votesListParams } from './votesCalls';
import { votesColumns } from './votesColumns';

/** SR candidates by votes, searchable, with a Vote button per SR once a wallet is connected. */
export function VotesListPanel({
  onChoose,
  chosen,
}: {
  onChoose: ((sr: Witness) => void) | undefined;
  chosen: ReadonlySet<string>;
}) {
  const page = usePageParam();
  const term = useSearchParam('term') ?? '';
  const query = useApiQuery('votesList', votesListParams(page, term));
  // The node's tally moves with the block that holds a vote (read by the indexer soon after), not at
  // the next maintenance: re-read the list on every block.
  useLiveEvent('block', () => void query.refetch());
  const totals = useApiQuery('votesData', undefined);
  const totalVotes = totals.data?.totalVotes;
  const columns = useMemo(
    () => votesColumns({ totalVotes, chosen, ...(onChoose ? { onChoose } : {}) }),
    [totalVotes, chosen, onChoose],
  );
  return (
    <Panel title="Votes list">
      <VoteSearch />
      <DataTable
        label="Votes list"
        columns={columns}
        rows={query.data?.items}
        rowKey={(sr) => sr.address}
        error={query.error}
        onRetry={() => void query.refetch()}
        empty={term === '' ? 'No SR candidates yet.' : `No SR matches “${term}”.`}
        skeletonRows={VOTES_PAGE_LIMIT}
      />
      <Pagination page={page} limit={VOTES_PAGE_LIMIT} {...(query.data ? { total: query.data.total } : {})} />
    </Panel>
  );
}
