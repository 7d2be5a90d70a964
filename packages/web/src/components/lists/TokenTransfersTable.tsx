import { useApiQuery } from '../../api/useApiQuery';
import { useSearchParam } from '../../hooks/usePageParam';
import { transferColumns, transferKey } from '../columns/transferColumns';
import { DataTable } from '../table/DataTable';
import { CursorPagination } from '../table/Pagination';

const LIMIT = 20;

/** One token's transfers ("_" for POX), newest first, keyset pages kept in the URL (`?cursor=`). */
export function TokenTransfersTable({ id, label = 'Token transfers' }: { id: string; label?: string }) {
  const cursor = useSearchParam('cursor');
  const query = useApiQuery('tokenTransfers', { id, limit: LIMIT, ...(cursor ? { cursor } : {}) });
  return (
    <>
      <DataTable
        label={label}
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
