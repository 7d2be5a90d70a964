import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { MenuIcon } from '../../components/icons/icons';
import { Logo } from '../../components/layout/Logo';
import { SearchBox } from '../../search/SearchBox';
import { BellButton } from './BellButton';
import type { HeaderLayoutProps } from './DesktopHeader';
import styles from './Header.module.css';

const MobileMenu = lazy(() => import('./MobileMenu'));

export function MobileHeader({ notificationsOpen, onToggleNotifications }: HeaderLayoutProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  // The menu's code loads when it is first opened, and stays mounted so it can animate closed.
  const [menuLoaded, setMenuLoaded] = useState(false);
  return (
    <>
      <div className={styles.bar}>
        <Link to="/" className={styles.logoLink} aria-label="PoxScan home">
          <Logo />
        </Link>
        <div className={styles.actions}>
          <BellButton open={notificationsOpen} onToggle={onToggleNotifications} />
          <button
            type="button"
            className={styles.iconButton}
            aria-label="Open menu"
            aria-expanded={menuOpen}
            onClick={() => {
              setMenuLoaded(true);
              setMenuOpen(true);
            }}
          >
            <MenuIcon />
          </button>
        </div>
        {menuLoaded ? (
          <Suspense fallback={null}>
            <MobileMenu open={menuOpen} onOpenChange={setMenuOpen} />
          </Suspense>
        ) : null}
      </div>
      {/* On a phone too the search is on the page, not only inside the menu. */}
      <div className={styles.mobileSearch}>
        <SearchBox />
      </div>
    </>
  );
}
