import { useEffect, useRef } from 'react';

/** The header's popups (its dropdowns, the notifications panel) say when they open; the others close. */
const closers = new Map<string, () => void>();

/** While `open`, the popup `id` is the header's only open one: it closes the others, and is closed by them. */
export function useOnePopup(id: string, open: boolean, close: () => void): void {
  const latest = useRef(close);
  latest.current = close;
  useEffect(() => {
    if (!open) return;
    for (const [other, closeOther] of closers) if (other !== id) closeOther();
    closers.set(id, () => latest.current());
    return () => {
      closers.delete(id);
    };
  }, [id, open]);
}
