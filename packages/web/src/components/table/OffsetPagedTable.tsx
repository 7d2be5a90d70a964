import { MAX_OFFSET_ROWS } from '@poxscan/api/limits';
import type { ApiError } from '../../api/errors';
import { DataTable } from './DataTable';
import { Pagination } from './Pagination';
import type { DataTableProps } from './types';

/** How the query of one page of the list stands: its total once answered, its error, a retry. */
interface PageQuery {
  data: { total: number } | undefined;
  error: ApiError | null;
  refetch: () => unknown;
}

type Props<T> = Omit<DataTableProps<T>, 'error' | 'onRetry' | 'skeletonRows'> & {
  query: PageQuery;
  page: number;
  limit: number;
};

/**
 * A list read by page number: the page's rows (skeletons while loading, the error with a retry), then
 * its pagination, which stops at the deepest row the API serves (MAX_OFFSET_ROWS).
 */
export function OffsetPagedTable<T>({ query, page, limit, ...table }: Props<T>) {
  return (
    <>
      <DataTable {...table} error={query.error} onRetry={() => void query.refetch()} skeletonRows={limit} />
      <Pagination
        page={page}
        limit={limit}
        maxRows={MAX_OFFSET_ROWS}
        {...(query.data ? { total: query.data.total } : {})}
      />
    </>
  );
}
