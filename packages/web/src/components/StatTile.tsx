import type { ReactNode } from 'react';
import { Skeleton } from './Skeleton';
import styles from './StatTile.module.css';

/** One figure of a statistics strip; a skeleton holds its place until the value arrives. */
export function StatTile({
  label,
  value,
  note,
}: {
  label: string;
  value: ReactNode | undefined;
  note?: ReactNode;
}) {
  return (
    <div className={styles.tile}>
      <dt className={styles.label}>{label}</dt>
      <dd className={styles.value}>
        {value === undefined ? <Skeleton width="60%" height="1.4em" /> : value}
      </dd>
      {note === undefined ? null : <dd className={styles.note}>{note}</dd>}
    </div>
  );
}

/** The strip of tiles at the top of a screen. */
export function StatGrid({ label, children }: { label: string; children: ReactNode }) {
  return (
    <dl className={styles.grid} aria-label={label}>
      {children}
    </dl>
  );
}
