import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Link } from 'react-router';
import { ChevronDownIcon } from '../../components/icons/icons';
import { useDropdownOpen } from './DropdownTrigger';
import styles from './Header.module.css';
import type { MenuRow } from './menu';

/** A header row with a dropdown: opens and closes on click, and by keyboard (Enter, Space, arrows, Escape). */
export default function MenuDropdown({ row }: { row: MenuRow }) {
  const open = useDropdownOpen(row.label);
  return (
    <DropdownMenu.Root modal={false} {...open}>
      <DropdownMenu.Trigger className={styles.navButton}>
        {row.label}
        <ChevronDownIcon />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className={styles.dropdown} align="start" sideOffset={6}>
          {(row.items ?? []).map((item) =>
            item.href === undefined ? (
              <DropdownMenu.Item key={item.label} className={styles.dropdownItem} disabled>
                {item.label}
                <span className={styles.soon}>Coming soon</span>
              </DropdownMenu.Item>
            ) : (
              <DropdownMenu.Item key={item.label} className={styles.dropdownItem} asChild>
                <Link to={item.href}>{item.label}</Link>
              </DropdownMenu.Item>
            ),
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
