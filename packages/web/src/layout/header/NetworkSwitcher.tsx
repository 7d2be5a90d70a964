import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { ChevronDownIcon } from '../../components/icons/icons';
import { useRuntimeConfig } from '../../config/ConfigContext';
import { linkOrNone } from '../../config/links';
import { NETWORK_SWITCHER_ID, useDropdownOpen } from './DropdownTrigger';
import styles from './Header.module.css';

/** The current network, and links to the Testnet and Mainnet explorers (external sites). */
export default function NetworkSwitcher() {
  const { networkName, explorers } = useRuntimeConfig();
  const open = useDropdownOpen(NETWORK_SWITCHER_ID);
  return (
    <DropdownMenu.Root modal={false} {...open}>
      <DropdownMenu.Trigger
        className={styles.networkButton}
        aria-label={`Network: ${networkName}. Switch network`}
      >
        <span className={styles.networkDot} aria-hidden="true" />
        {networkName}
        <ChevronDownIcon />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className={styles.dropdown} align="end" sideOffset={6}>
          {[
            { label: 'Testnet', href: linkOrNone(explorers.testnet) },
            { label: 'Mainnet', href: linkOrNone(explorers.mainnet) },
          ].map(({ label, href }) =>
            href === undefined ? (
              <DropdownMenu.Item key={label} className={styles.dropdownItem} disabled>
                {label}
                <span className={styles.soon}>Not available</span>
              </DropdownMenu.Item>
            ) : (
              <DropdownMenu.Item key={label} className={styles.dropdownItem} asChild>
                <a href={href}>{label}</a>
              </DropdownMenu.Item>
            ),
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
