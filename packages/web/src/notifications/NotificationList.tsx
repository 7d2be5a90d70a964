import { useEffect } from 'react';
import { useApiQuery } from '../api/useApiQuery';
import { logger } from '../logger';
import { NotificationItem } from './NotificationItem';
import styles from './NotificationsPanel.module.css';
import { NotificationsSkeleton } from './NotificationsSkeleton';

export function NotificationList() {
  const { data, error, isPending } = useApiQuery('notifications', undefined);
  useEffect(() => {
    if (error) logger.error('notifications could not be loaded', error);
  }, [error]);
  if (isPending && !error) return <NotificationsSkeleton />;
  const notifications = data?.message ?? [];
  if (notifications.length === 0) return <p className={styles.empty}>No notifications available</p>;
  return (
    <ol className={styles.list}>
      {notifications.map((notification, index) => (
        <NotificationItem key={notification._id} notification={notification} number={index + 1} />
      ))}
    </ol>
  );
}
