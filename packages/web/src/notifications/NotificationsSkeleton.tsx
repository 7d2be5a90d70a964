import { Skeleton } from '../components/feedback/Skeleton';
import styles from './NotificationsPanel.module.css';

const ROWS = [0, 1, 2, 3, 4];
const CELL_WIDTHS = ['1.5rem', '100%', '7rem'];

/** 5 rows of 3 shimmering cells (number, message, time), the shape of the entries to come. */
export function NotificationsSkeleton() {
  return (
    <div className={styles.list} data-testid="notifications-skeleton" aria-busy="true">
      {ROWS.map((row) => (
        <div key={row} className={styles.skeletonRow} data-testid="skeleton-row">
          {CELL_WIDTHS.map((width) => (
            <Skeleton key={width} width={width} height="1rem" />
          ))}
        </div>
      ))}
      <span className="visually-hidden" role="status">
        Loading notifications
      </span>
    </div>
  );
}
