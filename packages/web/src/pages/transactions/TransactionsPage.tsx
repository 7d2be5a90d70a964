import { queryKeyOf } from '../../api/queryKeys';
import { useApiQuery } from '../../api/useApiQuery';
import { fullTransactionColumns, transactionKey } from '../../components/columns/transactionColumns';
import { NewItemsNotice } from '../../components/NewItemsNotice';
import { PageLayout } from '../../components/PageLayout';
import { Pagination } from '../../components/Pagination';
import { Panel } from '../../components/Panel';
import { DataTable } from '../../components/table/DataTable';
import { usePageParam } from '../../components/usePageParam';
import { useLivePrepend } from '../../live/useLivePrepend';
import { TransactionsStats } from './TransactionsStats';

const LIMIT = 20;

/** Every transaction, newest first, page by page; page 1 follows the chain live. */
export default function TransactionsPage() {
  const page = usePageParam();
  const params = { page, limit: LIMIT };
  const query = useApiQuery('transactionTable', params);
  const live = useLivePrepend({
    queryKey: queryKeyOf('transactionTable', params),
    event: 'transactions',
    itemsOf: (list) => list,
    keyOf: transactionKey,
    orderOf: (tx) => tx.blockNumber,
    limit: LIMIT,
    enabled: page === 1,
  });
  // The API answers a numbered page (with `total`); the registry types the call as a keyset page.
  const total = query.data && 'total' in query.data ? Number(query.data.total) : undefined;
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
        <DataTable
          label="Transactions"
          columns={fullTransactionColumns}
          rows={query.data?.items}
          rowKey={transactionKey}
          error={query.error}
          onRetry={() => void query.refetch()}
          empty="No transactions yet."
          skeletonRows={LIMIT}
        />
        <Pagination page={page} limit={LIMIT} {...(total === undefined ? {} : { total })} />
      </Panel>
    </PageLayout>
  );
}
