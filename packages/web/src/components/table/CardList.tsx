import { Skeleton } from '../Skeleton';
import styles from './DataTable.module.css';
import type { DataTableProps } from './types';

/** The narrow layout: one card per row, each cell under its header's name. */
export function CardList<T>({ label, columns, rows, rowKey, skeletonRows = 10 }: DataTableProps<T>) {
  const skeleton = Array.from({ length: skeletonRows }, (_, i) => `skeleton-${i}`);
  return (
    <ul className={styles.cards} aria-label={label} aria-busy={rows === undefined}>
      {rows === undefined
        ? skeleton.map((key) => (
            <li key={key} className={styles.card} data-testid="skeleton-row">
              <Skeleton width="70%" />
              <Skeleton width="45%" />
              <Skeleton width="55%" />
            </li>
          ))
        : rows.map((row) => (
            <li key={rowKey(row)} className={styles.card}>
              <dl className={styles.fields}>
                {columns.map((column) => (
                  <div key={column.id} className={styles.field}>
                    <dt>{column.header}</dt>
                    <dd>{column.cell(row)}</dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
    </ul>
  );
}
