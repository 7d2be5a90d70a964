import { ChevronDownIcon } from '../../components/icons';
import styles from './Header.module.css';

/**
 * What a dropdown's trigger looks like before the menu code has loaded: the same button, so nothing moves
 * when the real one replaces it a moment later.
 */
export function DropdownTriggerPlaceholder({
  label,
  className = styles.navButton,
}: {
  label: string;
  className?: string;
}) {
  return (
    <button type="button" className={className} aria-haspopup="menu" aria-expanded={false}>
      {label}
      <ChevronDownIcon />
    </button>
  );
}
