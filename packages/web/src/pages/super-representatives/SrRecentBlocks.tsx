import type { BlockSummary } from '@poxscan/api/schemas';
import { useMemo } from 'react';
import { useApiQuery } from '../../api/useApiQuery';
import { Age } from '../../components/Age';
import { BlockLink } from '../../components/BlockLink';
import { formatCount } from '../../components/format/number';
import { DataTable } from '../../components/table/DataTable';
import type { Column } from '../../components/table/types';

/** The API lists blocks newest first, at most this many a page; the SR's are picked from them. */
const LATEST = 100;

const COLUMNS: Column<BlockSummary>[] = [
  { id: 'block', header: 'Block', cell: (b) => <BlockLink number={b.number} /> },
  { id: 'age', header: 'Age', cell: (b) => <Age timestamp={b.timestamp} /> },
  { id: 'transactions', header: 'Transactions', align: 'end', cell: (b) => formatCount(b.transactionCount) },
];

/** The SR's blocks among the chain's latest hundred. */
export function SrRecentBlocks({ address }: { address: string }) {
  const query = useApiQuery('blocks', { page: 1, limit: LATEST });
  const rows = useMemo(
    () => query.data?.items.filter((b) => b.witnessAddress === address),
    [query.data, address],
  );
  return (
    <DataTable
      label={`Blocks produced among the latest ${LATEST}`}
      columns={COLUMNS}
      rows={rows}
      rowKey={(b) => b.hash}
      error={query.error}
      onRetry={() => void query.refetch()}
      empty={`No block of this SR among the latest ${LATEST}.`}
      skeletonRows={4}
    />
  );
}
