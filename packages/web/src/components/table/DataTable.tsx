import { useNarrow } from '../../hooks/useNarrow';
import { EmptyState, ErrorState } from '../feedback/QueryStates';
import { CardList } from './CardList';
import styles from './DataTable.module.css';
import { SortBar } from './SortButton';
import { TableGrid } from './TableGrid';
import type { DataTableProps } from './types';

/**
 * Every list of the explorer: a table on wide screens, cards on narrow ones (only one is rendered),
 * skeleton rows while loading, and its own empty and error states.
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const narrow = useNarrow();
  const { rows, error, onRetry, empty } = props;
  if (error && rows === undefined) return <ErrorState error={error} {...(onRetry ? { onRetry } : {})} />;
  if (rows !== undefined && rows.length === 0) return <EmptyState>{empty}</EmptyState>;
  return (
    <div className={styles.frame}>
      {narrow ? (
        <>
          <SortBar columns={props.columns} />
          <CardList {...props} />
        </>
      ) : (
        <TableGrid {...props} />
      )}
    </div>
  );
}
