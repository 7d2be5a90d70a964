import { useEffect, useState, useSyncExternalStore } from 'react';
import { ChevronDownIcon } from '../../components/icons/icons';
import styles from './Header.module.css';
import { useOnePopup } from './onePopup';

/** Dropdowns clicked before their code arrived; each opens as soon as it mounts. */
const openRequests = new Set<string>();
const listeners = new Set<() => void>();

function requestOpen(id: string): void {
  openRequests.add(id);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const NETWORK_SWITCHER_ID = 'network';

/**
 * The open state of the dropdown `id`, for its Radix root. A click on its placeholder opens it, also
 * when the click lands while the real trigger is replacing the placeholder (the request is seen
 * after mount too), and is used up.
 */
export function useDropdownOpen(id: string): { open: boolean; onOpenChange: (open: boolean) => void } {
  const [open, setOpen] = useState(false);
  const requested = useSyncExternalStore(subscribe, () => openRequests.has(id));
  useEffect(() => {
    if (!requested) return;
    openRequests.delete(id);
    setOpen(true);
  }, [requested, id]);
  useOnePopup(id, open, () => setOpen(false));
  return { open, onOpenChange: setOpen };
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
      // Radix opens on pointer down: a press that starts here and ends on the real trigger still counts.
      onPointerDown={() => requestOpen(props.id)}
      onClick={() => requestOpen(props.id)}
    >
      {props.label}
      <ChevronDownIcon />
    </button>
  );
}
