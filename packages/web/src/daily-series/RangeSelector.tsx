import { Link } from 'react-router';
import type { SeriesRange } from '../api/resources/data';
import { useHrefWith, useSearchParam } from '../hooks/usePageParam';
import styles from './Data.module.css';

const RANGES: { id: SeriesRange; label: string }[] = [
  { id: '7d', label: '7 days' },
  { id: '30d', label: '30 days' },
  { id: '1y', label: '1 year' },
  { id: 'all', label: 'All' },
];

/** The range in the URL (`?range=`), every day since genesis when absent or unknown. */
export function useRange(): SeriesRange {
  const value = useSearchParam('range');
  return RANGES.find((r) => r.id === value)?.id ?? 'all';
}

/** The range of days the charts show, as links so a range is a URL you can share. */
export function RangeSelector() {
  const active = useRange();
  const hrefWith = useHrefWith();
  return (
    <nav className={styles.ranges} aria-label="Range of days">
      {RANGES.map((r) => (
        <Link
          key={r.id}
          className={styles.range}
          aria-current={r.id === active ? 'true' : undefined}
          to={hrefWith({ range: r.id === 'all' ? null : r.id })}
          replace
        >
          {r.label}
        </Link>
      ))}
    </nav>
  );
}
