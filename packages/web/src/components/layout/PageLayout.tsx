import type { ReactNode } from 'react';
import { usePageTitle } from '../../hooks/usePageTitle';
import styles from './PageLayout.module.css';

/**
 * The frame of every page: its heading (also the tab title) and its content column. Under the heading
 * goes a sentence (`subtitle`) or what the page is of (`identifier`: a hash, an address, an ID), the
 * latter in the monospace font and free to break anywhere, as a 64-digit hash must on a phone.
 */
export function PageLayout({
  title,
  subtitle,
  identifier,
  children,
}: {
  title: string;
  subtitle?: string;
  identifier?: string;
  children: ReactNode;
}) {
  usePageTitle(title);
  return (
    <div className={styles.page}>
      <div className={styles.heading}>
        <h1 className={styles.title}>{title}</h1>
        {subtitle === undefined ? null : <p className={styles.subtitle}>{subtitle}</p>}
        {identifier === undefined ? null : (
          <p className={`${styles.subtitle} ${styles.identifier}`}>{identifier}</p>
        )}
      </div>
      {children}
    </div>
  );
}
