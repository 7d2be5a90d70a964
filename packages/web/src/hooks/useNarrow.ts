import { useMediaQuery } from './useMediaQuery';

/** Below this width tables become cards: one layout is rendered, never both. */
export const NARROW_QUERY = '(max-width: 767px)';

export function useNarrow(): boolean {
  return useMediaQuery(NARROW_QUERY);
}
