import type { ReactNode } from 'react';
import { CopyButton } from '../values/CopyButton';
import styles from './Form.module.css';

export interface FieldProps {
  id: string;
  label: string;
  hint?: string;
  /** A validation message; shown under the control and announced. */
  error?: string | undefined;
  /** When set, a copy button for this text sits beside the label. */
  copyText?: string | undefined;
  children: ReactNode;
}

/** Ids of the hint and error, for the control's `aria-describedby`. */
export function describedBy(id: string, hint?: string, error?: string): string | undefined {
  const ids = [hint === undefined ? '' : `${id}-hint`, error === undefined ? '' : `${id}-error`].filter(
    Boolean,
  );
  return ids.length === 0 ? undefined : ids.join(' ');
}

/** A labelled form control with its hint, its validation message and an optional copy button. */
export function Field({ id, label, hint, error, copyText, children }: FieldProps) {
  return (
    <div className={styles.field}>
      <div className={styles.labelRow}>
        <label htmlFor={id} className={styles.label}>
          {label}
        </label>
        {copyText === undefined || copyText === '' ? null : <CopyButton text={copyText} label={label} />}
      </div>
      {children}
      {hint === undefined ? null : (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {error === undefined ? null : (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
