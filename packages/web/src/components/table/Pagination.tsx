import type { ReactNode } from 'react';
import { Link, Navigate } from 'react-router';
import { useHrefWith, useSearchParam } from '../../hooks/usePageParam';
import { formatCount } from '../format/number';
import styles from './Pagination.module.css';

function Step({ to, label, children }: { to: string | null; label: string; children: ReactNode }) {
  if (to === null)
    return (
      <button type="button" className={styles.step} disabled aria-label={label}>
        {children}
      </button>
    );
  return (
    <Link to={to} className={styles.step} aria-label={label}>
      {children}
    </Link>
  );
}

export interface PaginationProps {
  page: number;
  /** Rows in the whole list, when known; with `limit` it gives the last page. */
  total?: number;
  limit: number;
  /** The deepest row the API serves for this list. */
  maxRows?: number;
  param?: string;
}

/**
 * Page-number pagination kept in the URL (`?page=N`): first, previous, "Page N of M", next, last. A
 * page past the last is replaced by the last; an empty list has no pages, so shows none.
 */
export function Pagination({
  page,
  total,
  limit,
  maxRows = Number.MAX_SAFE_INTEGER,
  param = 'page',
}: PaginationProps) {
  const hrefWith = useHrefWith();
  const known = total === undefined ? undefined : Math.max(1, Math.ceil(total / limit));
  const last = Math.min(known ?? Number.MAX_SAFE_INTEGER, Math.max(1, Math.floor(maxRows / limit)));
  const to = (target: number) => hrefWith({ [param]: target === 1 ? null : String(target) });
  // A page past the end (an old link, a typed number) shows the last page rather than an empty list.
  if (known !== undefined && page > last) return <Navigate to={to(last)} replace />;
  if (total === 0) return null;
  return (
    <nav className={styles.pagination} aria-label="Pagination">
      <Step to={page > 1 ? to(1) : null} label="First page">
        «
      </Step>
      <Step to={page > 1 ? to(page - 1) : null} label="Previous page">
        ‹
      </Step>
      <span className={styles.position} aria-current="page">
        Page {formatCount(page)}
        {known === undefined ? '' : ` of ${formatCount(last)}`}
      </span>
      <Step to={page < last ? to(page + 1) : null} label="Next page">
        ›
      </Step>
      {known === undefined ? null : (
        <Step to={page < last ? to(last) : null} label="Last page">
          »
        </Step>
      )}
    </nav>
  );
}

/** One answered page of a keyset list: its rows and the cursor of the next page. */
export interface CursorPage {
  items: readonly unknown[];
  nextCursor?: string | null;
}

/**
 * Keyset pagination kept in the URL (`?cursor=…`): back to the newest, or on to the next page. `page`
 * is the list's answered page (undefined while it loads). A list empty from its first page has nowhere
 * to go, so shows none; an empty later page still leads back to the newest.
 */
export function CursorPagination({
  page,
  param = 'cursor',
}: {
  page: CursorPage | undefined;
  param?: string;
}) {
  const hrefWith = useHrefWith();
  const current = useSearchParam(param);
  const nextCursor = page?.nextCursor;
  if (current === undefined && page?.items.length === 0 && !nextCursor) return null;
  return (
    <nav className={styles.pagination} aria-label="Pagination">
      <Step to={current === undefined ? null : hrefWith({ [param]: null })} label="Newest page">
        « Newest
      </Step>
      <Step to={nextCursor ? hrefWith({ [param]: nextCursor }) : null} label="Older page">
        Older ›
      </Step>
    </nav>
  );
}
