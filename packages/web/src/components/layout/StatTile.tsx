import type { ReactNode } from 'react';
import { Skeleton } from '../feedback/Skeleton';
import styles from './StatTile.module.css';

/**
 * One figure of a statistics strip; a skeleton of the line's height holds its place until the value
 * arrives (pass `NOTE_PENDING` as the note while a note is on its way).
 */
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
        {value === undefined ? <Skeleton width="60%" height="1.5em" /> : value}
      </dd>
      {note === undefined ? null : (
        <dd className={styles.note} title={typeof note === 'string' ? note : undefined}>
          {note}
        </dd>
      )}
    </div>
  );
}

/** Holds a note line's place while its data loads, so the tile does not grow when it arrives. */
export const NOTE_PENDING = <Skeleton width="50%" height="1.5em" />;

/** The strip of tiles at the top of a screen. */
export function StatGrid({ label, children }: { label: string; children: ReactNode }) {
  return (
    <dl className={styles.grid} aria-label={label}>
      {children}
    </dl>
  );
}
