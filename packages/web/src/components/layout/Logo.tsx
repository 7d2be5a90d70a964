import styles from './Logo.module.css';

/** The PoxScan mark (a hexagon around a "P") and name. */
export function Logo() {
  return (
    <span className={styles.logo}>
      <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <path d="M16 2l12 7v14l-12 7-12-7V9z" fill="#2f7cf6" />
        <path d="M12 23V9h5.5a4.5 4.5 0 0 1 0 9H12" fill="none" stroke="#fff" strokeWidth="2.6" />
      </svg>
      <span className={styles.name}>PoxScan</span>
    </span>
  );
}
