import type { ReactNode } from 'react';
import { usePageTitle } from '../../hooks/usePageTitle';
import styles from './PageLayout.module.css';

/** The frame of every page: its heading (also the tab title) and its content column. */
export function PageLayout({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
}) {
  usePageTitle(title);
  return (
    <div className={styles.page}>
      <div className={styles.heading}>
        <h1 className={styles.title}>{title}</h1>
        {subtitle === undefined ? null : <p className={styles.subtitle}>{subtitle}</p>}
      </div>
      {children}
    </div>
  );
}
