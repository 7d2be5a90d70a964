import { useRef } from 'react';
import { Skeleton } from '../feedback/Skeleton';
import styles from './DataTable.module.css';
import { SortButton } from './SortButton';
import { type DataTableProps, TEXT_LINE } from './types';
import { useScrollEdges } from './useScrollEdges';

const cellClass = (align: 'end' | undefined) => (align === 'end' ? styles.end : undefined);

/**
 * The wide layout: a real table, scrolling inside its frame (header and all) if its columns need more
 * room, with a shadow on each side that hides columns so the scroll is seen.
 */
export function TableGrid<T>({ label, columns, rows, rowKey, skeletonRows = 10 }: DataTableProps<T>) {
  const skeleton = Array.from({ length: skeletonRows }, (_, i) => `skeleton-${i}`);
  const scroller = useRef<HTMLDivElement>(null);
  const edges = useScrollEdges(scroller);
  return (
    <div
      className={styles.edges}
      data-more-start={edges.start || undefined}
      data-more-end={edges.end || undefined}
    >
      <div className={styles.scroll} ref={scroller}>
        <table className={styles.table} aria-label={label} aria-busy={rows === undefined}>
          <thead>
            <tr>
              {columns.map((column) => (
                <th
                  key={column.id}
                  scope="col"
                  className={cellClass(column.align)}
                  aria-sort={column.sort ? (column.sort.direction ?? 'none') : undefined}
                >
                  {column.sort ? <SortButton label={column.header} sort={column.sort} /> : column.header}
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
    </div>
  );
}
