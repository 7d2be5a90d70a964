import type { BlockSummary } from '@poxscan/api/schemas';
import { useApiQuery } from '../../api/useApiQuery';
import { useSearchParam } from '../../hooks/usePageParam';
import { formatCount } from '../format/number';
import { BlockLink } from '../links/BlockLink';
import { DataTable } from '../table/DataTable';
import { CursorPagination } from '../table/Pagination';
import type { Column } from '../table/types';
import { Age } from '../values/Age';

const LIMIT = 10;
const CURSOR = 'blocksCursor';

const COLUMNS: Column<BlockSummary>[] = [
  { id: 'block', header: 'Block', cell: (b) => <BlockLink number={b.number} /> },
  { id: 'age', header: 'Age', cell: (b) => <Age timestamp={b.timestamp} /> },
  { id: 'transactions', header: 'Transactions', align: 'end', cell: (b) => formatCount(b.transactionCount) },
];

/** Every block the SR produced, newest first, a page at a time (the cursor lives in the URL). */
export function SrBlocks({ address }: { address: string }) {
  const cursor = useSearchParam(CURSOR);
  const query = useApiQuery('witnessBlocks', { address, limit: LIMIT, ...(cursor ? { cursor } : {}) });
  return (
    <section aria-label="Produced blocks">
      <h3>Produced blocks</h3>
      <DataTable
        label="Produced blocks"
        columns={COLUMNS}
        rows={query.data?.items}
        rowKey={(b) => b.hash}
        error={query.error}
        onRetry={() => void query.refetch()}
        empty="No block of this SR is indexed."
        skeletonRows={4}
      />
      <CursorPagination page={query.data} param={CURSOR} />
    </section>
  );
}
