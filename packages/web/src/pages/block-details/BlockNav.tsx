import { Link } from 'react-router';
import { paths } from '../../app/paths';
import styles from './BlockDetails.module.css';

/** Previous and next block; "next" only once the chain has it. */
export function BlockNav({ number, latest }: { number: number; latest: number | undefined }) {
  const hasNext = latest !== undefined && number < latest;
  return (
    <nav className={styles.nav} aria-label="Neighbouring blocks">
      {number > 0 ? (
        <Link to={paths.blockDetails(String(number - 1))} className={styles.step}>
          ‹ Previous block
        </Link>
      ) : null}
      {hasNext ? (
        <Link to={paths.blockDetails(String(number + 1))} className={styles.step}>
          Next block ›
        </Link>
      ) : null}
    </nav>
  );
}
