import type { ReactNode } from 'react';
import { usePageTitle } from '../../hooks/usePageTitle';
import { EvenlyWrapped, HASH_PIECE } from '../values/EvenlyWrapped';
import styles from './PageLayout.module.css';

const HASH = /^[0-9a-fA-F]{64}$/;

/**
 * The frame of every page: its heading (also the tab title) and its content column. Under the heading
 * goes a sentence (`subtitle`) or what the page is of (`identifier`: a hash, an address, an ID), the
 * latter in the monospace font: a 64-digit hash wraps on a phone between its quarters, as hashes do
 * elsewhere, and anything else may break anywhere.
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
          <p className={`${styles.subtitle} ${styles.identifier}`}>
            {HASH.test(identifier) ? <EvenlyWrapped text={identifier} max={HASH_PIECE} /> : identifier}
          </p>
        )}
      </div>
      {children}
    </div>
  );
}
