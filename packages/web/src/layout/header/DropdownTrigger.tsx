import { useEffect, useState } from 'react';
import { ChevronDownIcon } from '../../components/icons';
import styles from './Header.module.css';

/** Dropdowns clicked before their code arrived; each opens as soon as it mounts. */
const openRequests = new Set<string>();

export const NETWORK_SWITCHER_ID = 'network';

/** Whether the dropdown `id` was clicked while it was a placeholder; the request is used up on mount. */
export function useOpenRequest(id: string): boolean {
  const [requested] = useState(() => openRequests.has(id));
  useEffect(() => {
    openRequests.delete(id);
  }, [id]);
  return requested;
}

/**
 * What a dropdown's trigger looks like before the menu code has loaded: the same button, so nothing moves
 * when the real one replaces it. A click is remembered and opens the real menu when it arrives.
 */
export function DropdownTriggerPlaceholder(props: { id: string; label: string; className?: string }) {
  return (
    <button
      type="button"
      className={props.className ?? styles.navButton}
      aria-haspopup="menu"
      aria-expanded={false}
      onClick={() => openRequests.add(props.id)}
    >
      {props.label}
      <ChevronDownIcon />
    </button>
  );
}
