import type { Notification } from '@poxscan/api/schemas';
import { linkify } from './linkify';
import styles from './NotificationsPanel.module.css';

export function NotificationItem({ notification, number }: { notification: Notification; number: number }) {
  const created = new Date(notification.createdAt);
  return (
    <li className={styles.item}>
      <span className={styles.number}>{number}.</span>
      <div className={styles.body}>
        <p className={styles.message}>{linkify(notification.message)}</p>
        <time className={styles.time} dateTime={created.toISOString()}>
          {created.toLocaleString()}
        </time>
      </div>
    </li>
  );
}
