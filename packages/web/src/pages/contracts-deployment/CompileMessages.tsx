import styles from './Deployment.module.css';

/** solc's errors and warnings, as it formats them. */
export function CompileMessages({
  errors,
  warnings,
}: {
  errors: readonly string[];
  warnings: readonly string[];
}) {
  if (errors.length === 0 && warnings.length === 0) return null;
  return (
    <ul className={styles.messages} aria-label="Compiler messages">
      {errors.map((text) => (
        <li key={text} className={`${styles.message} ${styles.error}`} role="alert">
          {text}
        </li>
      ))}
      {warnings.map((text) => (
        <li key={text} className={`${styles.message} ${styles.warning}`}>
          {text}
        </li>
      ))}
    </ul>
  );
}
