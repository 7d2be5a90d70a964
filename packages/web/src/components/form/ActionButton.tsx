import type { ReactNode } from 'react';
import { Spinner } from '../Spinner';
import styles from './Form.module.css';

/** A button that sends something: disabled with a spinner while its work runs. */
export function ActionButton({
  children,
  busy = false,
  disabled = false,
  secondary = false,
  type = 'submit',
  onClick,
}: {
  children: ReactNode;
  busy?: boolean;
  disabled?: boolean;
  secondary?: boolean;
  type?: 'submit' | 'button';
  onClick?: () => void;
}) {
  return (
    <button
      type={type}
      className={secondary ? `${styles.button} ${styles.secondary}` : styles.button}
      disabled={busy || disabled}
      aria-busy={busy}
      {...(onClick ? { onClick } : {})}
    >
      {busy ? <Spinner label="Working" size={16} /> : null}
      {children}
    </button>
  );
}
