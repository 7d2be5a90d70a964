import styles from './NotAvailableYet.module.css';

/** Said plainly on screens whose data is not served yet: never placeholder figures. */
export function NotAvailableYet({ what = 'The data for this page' }: { what?: string }) {
  return (
    <section className={styles.panel} aria-label="Not available yet">
      <p className={styles.text}>{what} is not available yet.</p>
    </section>
  );
}
