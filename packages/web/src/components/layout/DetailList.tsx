import type { ReactNode } from 'react';
import { Skeleton } from '../feedback/Skeleton';
import styles from './DetailList.module.css';

export interface Detail {
  label: string;
  value: ReactNode;
}

/** Label and value rows (a block's header, a transaction's fields); skeleton values while loading. */
export function DetailList({ items, loading = false }: { items: readonly Detail[]; loading?: boolean }) {
  return (
    <dl className={styles.list} aria-busy={loading}>
      {items.map((item) => (
        <div key={item.label} className={styles.row}>
          <dt className={styles.label}>{item.label}</dt>
          <dd className={styles.value}>{loading ? <Skeleton width="60%" /> : item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
