import type { ReactNode } from 'react';
import { Spinner } from '../feedback/Spinner';
import styles from './Form.module.css';

/** A button that sends something: disabled with a spinner while its work runs. */
export function ActionButton({
  children,
  busy = false,
  disabled = false,
  secondary = false,
  type = 'submit',
  label,
  onClick,
}: {
  children: ReactNode;
  busy?: boolean;
  disabled?: boolean;
  secondary?: boolean;
  type?: 'submit' | 'button';
  /** The accessible name, when the visible text needs context ("Vote" → "Vote for SR 1"). */
  label?: string;
  onClick?: () => void;
}) {
  return (
    <button
      type={type}
      className={secondary ? styles.secondary : styles.primary}
      disabled={busy || disabled}
      aria-busy={busy}
      {...(label ? { 'aria-label': label } : {})}
      {...(onClick ? { onClick } : {})}
    >
      {busy ? <Spinner label="Working" size={16} /> : null}
      {children}
    </button>
  );
}
