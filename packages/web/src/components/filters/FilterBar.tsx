import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { useHrefWith } from '../../hooks/usePageParam';
import styles from './Filters.module.css';

export interface FilterOption {
  value: string;
  label: string;
}

/** A row of list filters; each filter lives in the URL. */
export function FilterBar({ label, children }: { label: string; children: ReactNode }) {
  return (
    <fieldset aria-label={label} className={styles.bar}>
      {children}
    </fieldset>
  );
}

/** Changes filters in the URL; a new filter starts the list again from its first page. */
export function useSetFilters(): (changes: Record<string, string | null>) => void {
  const hrefWith = useHrefWith();
  const navigate = useNavigate();
  return (changes) => navigate(hrefWith({ ...changes, page: null, cursor: null }));
}

export function FilterSelect({
  label,
  value,
  options,
  onChange,
  disabled = false,
}: {
  label: string;
  value: string;
  options: readonly FilterOption[];
  onChange: (value: string) => void;
  disabled?: boolean;
}) {
  return (
    <label className={styles.control}>
      <span>{label}</span>
      <select value={value} disabled={disabled} onChange={(event) => onChange(event.target.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/** A day (YYYY-MM-DD), empty for none. */
export function FilterDate({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <label className={styles.control}>
      <span>{label}</span>
      <input type="date" value={value} onChange={(event) => onChange(event.target.value)} />
    </label>
  );
}

/** Back to the unfiltered list: drops the given URL parameters, the page and the cursor. */
export function ClearFilters({ params }: { params: readonly string[] }) {
  const hrefWith = useHrefWith();
  const cleared = Object.fromEntries([...params, 'page', 'cursor'].map((p) => [p, null]));
  return (
    <Link className={styles.clear} to={hrefWith(cleared)}>
      Clear filters
    </Link>
  );
}
