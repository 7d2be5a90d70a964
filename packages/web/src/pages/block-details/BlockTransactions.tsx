import type { BlockDetail } from '@poxscan/api/schemas';
import { useApiQuery } from '../../api/useApiQuery';
import { blockTransactionColumns, transactionKey } from '../../components/columns/transactionColumns';
import { Panel } from '../../components/layout/Panel';
import { DataTable } from '../../components/table/DataTable';
import { Pagination } from '../../components/table/Pagination';
import { usePageParam } from '../../hooks/usePageParam';

/** The spec's page size for a block's transactions. */
const LIMIT = 10;

/** The block's transactions, ten a page, the page kept in the URL. */
export function BlockTransactions({ block }: { block: BlockDetail }) {
  const page = usePageParam();
  const query = useApiQuery('blockTransactions', { block: String(block.number), page, limit: LIMIT });
  return (
    <Panel title={`Transactions (${block.transactionCount.toLocaleString('en-US')})`}>
      <DataTable
        label="Block transactions"
        columns={blockTransactionColumns}
        rows={query.data?.items}
        rowKey={transactionKey}
        error={query.error}
        onRetry={() => void query.refetch()}
        empty="This block has no transactions."
        skeletonRows={Math.min(LIMIT, Math.max(1, block.transactionCount))}
      />
      {block.transactionCount > LIMIT ? (
        <Pagination page={page} limit={LIMIT} total={block.transactionCount} />
      ) : null}
    </Panel>
  );
}
