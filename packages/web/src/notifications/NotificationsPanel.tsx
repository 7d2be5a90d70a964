import { useEffect, useRef } from 'react';
import { CloseIcon } from '../components/icons/icons';
import { NotificationList } from './NotificationList';
import styles from './NotificationsPanel.module.css';

export const NOTIFICATIONS_PANEL_ID = 'notifications-panel';

/** The bell's panel. Takes focus when it opens, closes on Escape, and gives focus back to where it was. */
export function NotificationsPanel({ onClose }: { onClose: () => void }) {
  const panel = useRef<HTMLElement>(null);
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    panel.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close.current();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      previous?.focus();
    };
  }, []);
  return (
    <section
      id={NOTIFICATIONS_PANEL_ID}
      ref={panel}
      tabIndex={-1}
      className={styles.panel}
      aria-labelledby="notifications-title"
    >
      <div className={styles.top}>
        <h2 id="notifications-title" className={styles.title}>
          Notifications
        </h2>
        <button type="button" className={styles.close} aria-label="Close notifications" onClick={onClose}>
          <CloseIcon />
        </button>
      </div>
      <NotificationList />
    </section>
  );
}
