import styles from './DotsLoader.module.css';

const DOTS = [0, 1, 2, 3, 4];

/** The five-dot loading indicator. */
export function DotsLoader({ label = 'Loading' }: { label?: string }) {
  return (
    <span role="status" aria-label={label} className={styles.dots} data-testid="dots-loader">
      {DOTS.map((dot) => (
        <span
          key={dot}
          className={styles.dot}
          style={{ animationDelay: `${dot * 0.12}s` }}
          aria-hidden="true"
        />
      ))}
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
