import styles from './DataTable.module.css';
import type { Column, ColumnSort } from './types';

const ARROW = { ascending: '↑', descending: '↓' } as const;

/** A sortable column's header: choosing it sorts by the column, or turns the order round. */
export function SortButton({ label, sort }: { label: string; sort: ColumnSort }) {
  return (
    <button type="button" className={styles.sort} onClick={sort.onSort}>
      {label}
      <span aria-hidden="true" className={sort.direction ? styles.arrow : styles.arrowIdle}>
        {sort.direction ? ARROW[sort.direction] : '↕'}
      </span>
    </button>
  );
}

/** The narrow layout's stand-in for sortable headers: a button per sortable column, the current one pressed. */
export function SortBar<T>({ columns }: { columns: readonly Column<T>[] }) {
  const sortable = columns.filter((c) => c.sort !== undefined);
  if (sortable.length === 0) return null;
  return (
    <fieldset className={styles.sortBar}>
      <legend className="visually-hidden">Sort by</legend>
      <div className={styles.sortRow}>
        <span className={styles.sortBarLabel} aria-hidden="true">
          Sort by
        </span>
        {sortable.map((c) => {
          const sort = c.sort as ColumnSort;
          return (
            <button
              key={c.id}
              type="button"
              className={styles.sortChip}
              aria-pressed={sort.direction !== undefined}
              onClick={sort.onSort}
            >
              {c.header}
              {sort.direction ? (
                <>
                  <span aria-hidden="true"> {ARROW[sort.direction]}</span>
                  <span className="visually-hidden">, {sort.direction}</span>
                </>
              ) : null}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
