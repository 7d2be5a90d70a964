import { useApiQuery } from '../../../api/useApiQuery';
import { fullTransactionColumns, transactionKey } from '../../../components/columns/transactionColumns';
import { DataTable } from '../../../components/table/DataTable';
import { CursorPagination } from '../../../components/table/Pagination';
import { useSearchParam } from '../../../hooks/usePageParam';

const LIMIT = 20;

/** Transactions the address sent or received, newest first, by keyset pages. */
export function TransactionsTab({ address }: { address: string }) {
  const cursor = useSearchParam('cursor');
  const query = useApiQuery('accountTransactions', { address, limit: LIMIT, ...(cursor ? { cursor } : {}) });
  return (
    <>
      <DataTable
        label="Address transactions"
        columns={fullTransactionColumns}
        rows={query.data?.items}
        rowKey={transactionKey}
        error={query.error}
        onRetry={() => void query.refetch()}
        empty="No transactions yet."
        skeletonRows={LIMIT}
      />
      <CursorPagination page={query.data} />
    </>
  );
}
