import type { InternalTransactionsKeysetPage } from '@poxscan/api/schemas';
import { useApiQuery } from '../../../api/useApiQuery';
import { AddressLink } from '../../../components/AddressLink';
import { Age } from '../../../components/Age';
import { Amount } from '../../../components/Amount';
import { Badge } from '../../../components/Badge';
import { BlockLink } from '../../../components/BlockLink';
import { CursorPagination } from '../../../components/Pagination';
import { TxLink } from '../../../components/TxLink';
import { DataTable } from '../../../components/table/DataTable';
import type { Column } from '../../../components/table/types';
import { useSearchParam } from '../../../components/usePageParam';

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
      <CursorPagination nextCursor={query.data?.nextCursor} />
    </>
  );
}
