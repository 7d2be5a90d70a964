import type { TransactionSummary } from '@poxscan/api/schemas';
import { Link } from 'react-router';
import { queryKeyOf } from '../../api/queryKeys';
import { useApiQuery } from '../../api/useApiQuery';
import { paths } from '../../app/paths';
import { transactionColumns, transactionKey } from '../../components/columns/transactionColumns';
import { NewItemsNotice } from '../../components/feedback/NewItemsNotice';
import { Panel } from '../../components/layout/Panel';
import { TxLink } from '../../components/links/TxLink';
import { DataTable } from '../../components/table/DataTable';
import type { Column } from '../../components/table/types';
import { Age } from '../../components/values/Age';
import { useLivePrepend } from '../../live/useLivePrepend';
import styles from './HomePage.module.css';
import { LATEST, LIVE_STALE_MS } from './homeQueries';

const PARAMS = LATEST;
const c = transactionColumns;
/**
 * Half a desktop screen wide: the age goes under the hash (without its copy button) so the amount
 * stays in view.
 */
const COLUMNS: Column<TransactionSummary>[] = [
  {
    id: 'hash',
    header: 'Hash / Age',
    cell: (t) => (
      <span className={styles.stack}>
        <TxLink hash={t.hash} copy={false} />
        <Age timestamp={t.timestamp} />
      </span>
    ),
    skeletonHeight: c.parties.skeletonHeight,
  },
  c.parties,
  c.amount,
];

/** The ten newest transactions; new ones wait behind an "N new transactions" notice. */
export function LatestTransactions() {
  const query = useApiQuery('transactionTable', PARAMS, { staleTime: LIVE_STALE_MS });
  const live = useLivePrepend({
    queryKey: queryKeyOf('transactionTable', PARAMS),
    event: 'transactions',
    itemsOf: (list) => list,
    keyOf: transactionKey,
    orderOf: (tx) => tx.blockNumber,
    limit: PARAMS.limit,
  });
  return (
    <Panel
      title="Latest Transactions"
      actions={
        <span className={styles.actions}>
          <NewItemsNotice
            count={live.newCount}
            noun={['transaction', 'transactions']}
            onShow={live.showNew}
          />
          <Link to={paths.transactions}>View all</Link>
        </span>
      }
    >
      <DataTable
        label="Latest transactions"
        columns={COLUMNS}
        rows={query.data?.items}
        rowKey={transactionKey}
        error={query.error}
        onRetry={() => void query.refetch()}
        empty="No transactions yet."
        skeletonRows={PARAMS.limit}
      />
    </Panel>
  );
}
