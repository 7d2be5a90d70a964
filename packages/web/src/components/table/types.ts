import type { ReactNode } from 'react';
import type { ApiError } from '../../api/errors';

/** One column of a list: its header and how a row fills its cell. */
export interface Column<T> {
  id: string;
  header: string;
  cell: (row: T) => ReactNode;
  align?: 'end';
  /**
   * Height of the cell's content when it is more than a line of text (a copy button, two lines), so a
   * skeleton row is as tall as the row that replaces it.
   */
  skeletonHeight?: string;
  /** Set on a column the list can be sorted by. */
  sort?: ColumnSort;
}

/** A sortable column's state (undefined: another column sorts) and what choosing it does. */
export interface ColumnSort {
  direction: 'ascending' | 'descending' | undefined;
  onSort: () => void;
}

/** A line of text, the skeleton cell's height unless the column says otherwise. */
export const TEXT_LINE = '1.5em';
/** A link with its copy button (28 px). */
export const WITH_COPY_BUTTON = '28px';

export interface DataTableProps<T> {
  /** The accessible name of the list. */
  label: string;
  columns: readonly Column<T>[];
  /** Undefined while loading (skeleton rows stand in). */
  rows: readonly T[] | undefined;
  rowKey: (row: T) => string;
  error?: ApiError | null;
  onRetry?: () => void;
  /** What an empty list says. */
  empty: string;
  /** Rows the skeleton shows: the page size, so nothing jumps when data arrives. */
  skeletonRows?: number;
}
