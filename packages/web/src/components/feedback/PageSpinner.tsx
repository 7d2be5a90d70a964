import styles from './PageSpinner.module.css';
import { Spinner } from './Spinner';

/** Shown in the content area while a page's code loads; holds the space so the footer does not jump. */
export function PageSpinner() {
  return (
    <div className={styles.page} data-testid="page-spinner">
      <Spinner label="Loading page" size={40} />
    </div>
  );
}
