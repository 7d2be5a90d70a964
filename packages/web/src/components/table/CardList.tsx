import { Skeleton } from '../feedback/Skeleton';
import styles from './DataTable.module.css';
import { type DataTableProps, TEXT_LINE } from './types';

/** The narrow layout: one card per row, each cell beside its header's name; skeleton cards have the same lines. */
export function CardList<T>({ label, columns, rows, rowKey, skeletonRows = 10 }: DataTableProps<T>) {
  const skeleton = Array.from({ length: skeletonRows }, (_, i) => `skeleton-${i}`);
  return (
    <ul className={styles.cards} aria-label={label} aria-busy={rows === undefined}>
      {rows === undefined
        ? skeleton.map((key) => (
            <li key={key} className={styles.card} data-testid="skeleton-row" aria-hidden="true">
              <div className={styles.fields}>
                {columns.map((column) => (
                  <div key={column.id} className={styles.field}>
                    <span className={styles.fieldName}>{column.header}</span>
                    <Skeleton width="8em" height={column.skeletonHeight ?? TEXT_LINE} />
                  </div>
                ))}
              </div>
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
