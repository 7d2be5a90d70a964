import styles from './Spinner.module.css';

/** A small spinning ring; `label` is what screen readers hear. */
export function Spinner({ label = 'Loading', size = 20 }: { label?: string; size?: number }) {
  return (
    <span role="status" aria-label={label} className={styles.spinner} style={{ width: size, height: size }}>
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
