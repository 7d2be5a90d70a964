import { useApiQuery } from '../../../api/useApiQuery';
import { transferColumns, transferKey } from '../../../components/columns/transferColumns';
import { DataTable } from '../../../components/table/DataTable';
import { CursorPagination } from '../../../components/table/Pagination';
import { useSearchParam } from '../../../hooks/usePageParam';

const LIMIT = 20;

/** POX and token transfers to and from the address, newest first, by keyset pages. */
export function TransfersTab({ address }: { address: string }) {
  const cursor = useSearchParam('cursor');
  const query = useApiQuery('accountTransfers', { address, limit: LIMIT, ...(cursor ? { cursor } : {}) });
  return (
    <>
      <DataTable
        label="Address transfers"
        columns={transferColumns}
        rows={query.data?.items}
        rowKey={transferKey}
        error={query.error}
        onRetry={() => void query.refetch()}
        empty="No transfers yet."
        skeletonRows={LIMIT}
      />
      <CursorPagination page={query.data} />
    </>
  );
}
