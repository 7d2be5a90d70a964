import { lazy, Suspense } from 'react';
import { NavLink } from 'react-router';
import { DropdownTriggerPlaceholder } from './DropdownTrigger';
import styles from './Header.module.css';
import { MENU } from './menu';

/** The dropdown library loads right after the first paint; the triggers are drawn before it arrives. */
const MenuDropdown = lazy(() => import('./MenuDropdown'));

export function DesktopMenu() {
  return (
    <nav aria-label="Main" className={styles.nav}>
      <ul className={styles.navList}>
        {MENU.map((row) => (
          <li key={row.label}>
            {row.items === undefined ? (
              <NavLink to={row.href ?? '/'} end className={styles.navLink}>
                {row.label}
              </NavLink>
            ) : (
              <Suspense fallback={<DropdownTriggerPlaceholder id={row.label} label={row.label} />}>
                <MenuDropdown row={row} />
              </Suspense>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
