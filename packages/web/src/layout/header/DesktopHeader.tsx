import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { Logo } from '../../components/layout/Logo';
import { useRuntimeConfig } from '../../config/ConfigContext';
import { SearchBox } from '../../search/SearchBox';
import { ConnectWalletButton } from '../../wallet/ConnectWalletButton';
import { BellButton } from './BellButton';
import { DesktopMenu } from './DesktopMenu';
import { DropdownTriggerPlaceholder, NETWORK_SWITCHER_ID } from './DropdownTrigger';
import styles from './Header.module.css';

const NetworkSwitcher = lazy(() => import('./NetworkSwitcher'));

export function DesktopHeader({ notificationsOpen, onToggleNotifications }: HeaderLayoutProps) {
  return (
    <>
      <div className={styles.bar}>
        <Link to="/" className={styles.logoLink} aria-label="PoxScan home">
          <Logo />
        </Link>
        <DesktopMenu />
        <div className={styles.actions}>
          <NetworkSwitcherSlot />
          <ConnectWalletButton />
          <BellButton open={notificationsOpen} onToggle={onToggleNotifications} />
        </div>
      </div>
      <div className={styles.searchRow}>
        <SearchBox />
      </div>
    </>
  );
}

function NetworkSwitcherSlot() {
  const { networkName } = useRuntimeConfig();
  return (
    <Suspense
      fallback={
        <DropdownTriggerPlaceholder
          id={NETWORK_SWITCHER_ID}
          label={networkName}
          className={styles.networkButton}
        />
      }
    >
      <NetworkSwitcher />
    </Suspense>
  );
}

export interface HeaderLayoutProps {
  notificationsOpen: boolean;
  onToggleNotifications: () => void;
}
