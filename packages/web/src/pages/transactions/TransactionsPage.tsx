import { queryKeyOf } from '../../api/queryKeys';
import { useApiQuery } from '../../api/useApiQuery';
import { fullTransactionColumns, transactionKey } from '../../components/columns/transactionColumns';
import { HistoryStart } from '../../components/feedback/HistoryStart';
import { NewItemsNotice } from '../../components/feedback/NewItemsNotice';
import { EmptyState } from '../../components/feedback/QueryStates';
import { PageLayout } from '../../components/layout/PageLayout';
import { Panel } from '../../components/layout/Panel';
import { DataTable } from '../../components/table/DataTable';
import { CursorPagination, Pagination } from '../../components/table/Pagination';
import { usePageParam, useSearchParam } from '../../hooks/usePageParam';
import { useLivePrepend } from '../../live/useLivePrepend';
import { TransactionsStats } from '../../transactions/TransactionsStats';
import { TransactionFilters } from './TransactionFilters';
import { useTransactionFilter } from './transactionFilter';
import { isBackwards, TRANSACTIONS_LIMIT, tableParams } from './transactionsCalls';

const LIMIT = TRANSACTIONS_LIMIT;

/** Every transaction, newest first, page by page, by type and date; page 1 unfiltered follows the chain live. */
export default function TransactionsPage() {
  const page = usePageParam();
  const filter = useTransactionFilter();
  const backwards = isBackwards(filter);
  const params = tableParams(filter, page, useSearchParam('cursor'));
  const query = useApiQuery('transactionTable', params, { enabled: !backwards });
  const live = useLivePrepend({
    queryKey: queryKeyOf('transactionTable', params),
    event: 'transactions',
    itemsOf: (list) => list,
    keyOf: transactionKey,
    orderOf: (tx) => tx.blockNumber,
    limit: LIMIT,
    enabled: page === 1 && !filter.active,
  });
  const total = query.data?.total;
  return (
    <PageLayout title="Transactions">
      <TransactionsStats />
      <Panel
        title="All transactions"
        actions={
          <NewItemsNotice
            count={live.newCount}
            noun={['transaction', 'transactions']}
            onShow={live.showNew}
          />
        }
      >
        <TransactionFilters filter={filter} />
        <HistoryStart />
        {backwards ? (
          <EmptyState>The “From” day comes after the “To” day: no transaction can match.</EmptyState>
        ) : (
          <DataTable
            label="Transactions"
            columns={fullTransactionColumns}
            rows={query.data?.items}
            rowKey={transactionKey}
            error={query.error}
            onRetry={() => void query.refetch()}
            empty={filter.active ? 'No transactions match these filters.' : 'No transactions yet.'}
            skeletonRows={LIMIT}
          />
        )}
        {/* Backwards days match nothing on any page: nowhere to go. */}
        {backwards ? null : filter.type === undefined ? (
          <Pagination page={page} limit={LIMIT} {...(typeof total === 'number' ? { total } : {})} />
        ) : (
          <CursorPagination page={query.data} />
        )}
      </Panel>
    </PageLayout>
  );
}
