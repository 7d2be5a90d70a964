import type { ReactNode } from 'react';
import styles from './Panel.module.css';

/** A titled card section of a page; `actions` sit at the right of the title (a link, a notice). */
export function Panel({
  title,
  actions,
  children,
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className={styles.panel} aria-label={title}>
      <div className={styles.header}>
        <h2 className={styles.title}>{title}</h2>
        {actions}
      </div>
      {children}
    </section>
  );
}
