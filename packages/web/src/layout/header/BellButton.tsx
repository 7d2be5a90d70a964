import { BellIcon } from '../../components/icons/icons';
import { NOTIFICATIONS_PANEL_ID } from '../../notifications/NotificationsPanel';
import styles from './Header.module.css';

export function BellButton({ open, onToggle }: { open: boolean; onToggle: () => void }) {
  return (
    <button
      type="button"
      className={styles.iconButton}
      aria-label="Notifications"
      aria-expanded={open}
      aria-controls={NOTIFICATIONS_PANEL_ID}
      onClick={onToggle}
    >
      <BellIcon />
    </button>
  );
}
