import { Skeleton } from '../Skeleton';
import styles from './DataTable.module.css';
import { type DataTableProps, TEXT_LINE } from './types';

const cellClass = (align: 'end' | undefined) => (align === 'end' ? styles.end : undefined);

/** The wide layout: a real table, scrolling inside its frame if its columns need more room. */
export function TableGrid<T>({ label, columns, rows, rowKey, skeletonRows = 10 }: DataTableProps<T>) {
  const skeleton = Array.from({ length: skeletonRows }, (_, i) => `skeleton-${i}`);
  return (
    <div className={styles.scroll}>
      <table className={styles.table} aria-label={label} aria-busy={rows === undefined}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.id} scope="col" className={cellClass(column.align)}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows === undefined
            ? skeleton.map((key) => (
                <tr key={key} data-testid="skeleton-row">
                  {columns.map((column) => (
                    <td key={column.id}>
                      <Skeleton height={column.skeletonHeight ?? TEXT_LINE} />
                    </td>
                  ))}
                </tr>
              ))
            : rows.map((row) => (
                <tr key={rowKey(row)}>
                  {columns.map((column) => (
                    <td key={column.id} className={cellClass(column.align)}>
                      {column.cell(row)}
                    </td>
                  ))}
                </tr>
              ))}
        </tbody>
      </table>
    </div>
  );
}
