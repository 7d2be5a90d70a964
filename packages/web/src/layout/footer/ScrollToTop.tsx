import { ArrowUpIcon } from '../../components/icons/icons';
import styles from './Footer.module.css';

export function ScrollToTop() {
  return (
    <button
      type="button"
      className={styles.scrollTop}
      aria-label="Scroll to top"
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
    >
      <ArrowUpIcon />
    </button>
  );
}
