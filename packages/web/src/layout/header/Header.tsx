import { useState } from 'react';
import { useMediaQuery } from '../../hooks/useMediaQuery';
import { NotificationsPanel } from '../../notifications/NotificationsPanel';
import { DesktopHeader } from './DesktopHeader';
import styles from './Header.module.css';
import { MobileHeader } from './MobileHeader';
import { useOnePopup } from './onePopup';

/**
 * Below this width the header switches to its mobile layout (only one layout is ever rendered): under
 * 1100 px the full menu, network switcher and wallet button do not fit on one line.
 */
export const MOBILE_QUERY = '(max-width: 1099px)';

export function Header() {
  const isMobile = useMediaQuery(MOBILE_QUERY);
  const [notificationsOpen, setNotificationsOpen] = useState(false);
  useOnePopup('notifications', notificationsOpen, () => setNotificationsOpen(false));
  const layout = {
    notificationsOpen,
    onToggleNotifications: () => setNotificationsOpen((open) => !open),
  };
  return (
    <header className={styles.header}>
      {isMobile ? <MobileHeader {...layout} /> : <DesktopHeader {...layout} />}
      {notificationsOpen ? <NotificationsPanel onClose={() => setNotificationsOpen(false)} /> : null}
    </header>
  );
}
