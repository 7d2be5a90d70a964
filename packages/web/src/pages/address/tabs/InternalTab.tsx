import type { InternalTransactionsKeysetPage } from '@poxscan/api/schemas';
import { useApiQuery } from '../../../api/useApiQuery';
import { Amount } from '../../../components/amounts/Amount';
import { AddressLink } from '../../../components/links/AddressLink';
import { BlockLink } from '../../../components/links/BlockLink';
import { TxLink } from '../../../components/links/TxLink';
import { DataTable } from '../../../components/table/DataTable';
import { CursorPagination } from '../../../components/table/Pagination';
import type { Column } from '../../../components/table/types';
import { Age } from '../../../components/values/Age';
import { Badge } from '../../../components/values/Badge';
import { useSearchParam } from '../../../hooks/usePageParam';

type Internal = InternalTransactionsKeysetPage['items'][number];
const LIMIT = 20;

const COLUMNS: Column<Internal>[] = [
  { id: 'tx', header: 'Transaction', cell: (i) => <TxLink hash={i.transactionHash} /> },
  { id: 'block', header: 'Block', cell: (i) => <BlockLink number={i.blockNumber} /> },
  { id: 'age', header: 'Age', cell: (i) => <Age timestamp={i.timestamp} /> },
  { id: 'from', header: 'From', cell: (i) => <AddressLink address={i.from} /> },
  { id: 'to', header: 'To', cell: (i) => <AddressLink address={i.to} /> },
  { id: 'value', header: 'Value', align: 'end', cell: (i) => <Amount value={i.amount} /> },
  {
    id: 'result',
    header: 'Result',
    cell: (i) => (i.rejected ? <Badge tone="danger">Rejected</Badge> : <Badge tone="success">Done</Badge>),
  },
];

/** Calls contracts made to or from the address inside transactions, newest first. */
export function InternalTab({ address }: { address: string }) {
  const cursor = useSearchParam('cursor');
  const query = useApiQuery('accountInternal', { address, limit: LIMIT, ...(cursor ? { cursor } : {}) });
  return (
    <>
      <DataTable
        label="Internal transactions"
        columns={COLUMNS}
        rows={query.data?.items}
        rowKey={(i) => `${i.transactionHash}:${i.index}`}
        error={query.error}
        onRetry={() => void query.refetch()}
        empty="No internal transactions."
        skeletonRows={LIMIT}
      />
      <CursorPagination page={query.data} />
    </>
  );
}
