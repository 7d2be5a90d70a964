import { useMemo } from 'react';
import { useApiQuery } from '../../api/useApiQuery';
import { DataTable } from '../../components/table/DataTable';
import { Pagination } from '../../components/table/Pagination';
import { usePageParam } from '../../hooks/usePageParam';
import { useWitnessDirectory } from '../../witnesses/useWitnessLists';
import { proposalColumns } from './proposalColumns';

const LIMIT = 10;

/** Committee proposals, newest first, ten a page (the API answers the list whole). */
export function ProposalsTable() {
  const page = usePageParam();
  const query = useApiQuery('proposals', undefined);
  const directory = useWitnessDirectory();
  const columns = useMemo(() => proposalColumns(directory), [directory]);
  const rows = query.data?.proposals.slice((page - 1) * LIMIT, page * LIMIT);
  return (
    <>
      <DataTable
        label="Proposals"
        columns={columns}
        rows={rows}
        rowKey={(p) => String(p.id)}
        error={query.error}
        onRetry={() => void query.refetch()}
        empty="No proposals yet."
        skeletonRows={LIMIT}
      />
      <Pagination page={page} limit={LIMIT} {...(query.data ? { total: query.data.proposals.length } : {})} />
    </>
  );
}
