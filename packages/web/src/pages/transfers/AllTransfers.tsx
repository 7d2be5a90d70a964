import { useApiQuery } from '../../api/useApiQuery';
import { transferColumns, transferKey } from '../../components/columns/transferColumns';
import { DataTable } from '../../components/table/DataTable';
import { Pagination } from '../../components/table/Pagination';
import { usePageParam } from '../../hooks/usePageParam';
import { TRANSFERS_LIMIT } from './transfersCalls';

const LIMIT = TRANSFERS_LIMIT;

/** All transfers of every standard, newest first, by page number. */
export function AllTransfers() {
  const page = usePageParam();
  const query = useApiQuery('transferTable', { page, limit: LIMIT });
  const total = query.data?.total;
  return (
    <>
      <DataTable
        label="All transfers"
        columns={transferColumns}
        rows={query.data?.items}
        rowKey={transferKey}
        error={query.error}
        onRetry={() => void query.refetch()}
        empty="No transfers yet."
        skeletonRows={LIMIT}
      />
      <Pagination page={page} limit={LIMIT} {...(typeof total === 'number' ? { total } : {})} />
    </>
  );
}
