import { useMemo } from 'react';
import { useApiQuery } from '../../api/useApiQuery';
import { DataTable } from '../../components/table/DataTable';
import { Pagination } from '../../components/table/Pagination';
import { usePageParam } from '../../hooks/usePageParam';
import { REWARDED_SR_COUNT } from '../../witnesses/srMetrics';
import { candidatesParams, CANDIDATES_PAGE as PAGE } from './superRepresentativesCalls';
import { useSrColumns } from './useSrColumns';

/** SR candidates: every SR ranked below the 127 that earn rewards. */
export function CandidatesTab() {
  const page = usePageParam();
  const query = useApiQuery('votesList', candidatesParams(page));
  const columns = useSrColumns();
  const rows = useMemo(() => query.data?.items.filter((sr) => sr.rank > REWARDED_SR_COUNT), [query.data]);
  return (
    <>
      <DataTable
        label="SR candidates"
        columns={columns}
        rows={rows}
        rowKey={(sr) => sr.address}
        error={query.error}
        onRetry={() => void query.refetch()}
        empty="No candidates beyond the 127 most voted SRs."
      />
      <Pagination
        page={page}
        limit={PAGE}
        {...(query.data ? { total: Math.max(0, query.data.total - PAGE) } : {})}
      />
    </>
  );
}
