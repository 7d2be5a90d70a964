import type { Suggestion } from '@poxscan/api/schemas';
import { useEffect, useState } from 'react';
import { useApiClient } from '../api/ApiContext';
import { logger } from '../logger';

/** The API suggests from this many characters on. */
export const SUGGEST_FROM = 2;
/** Long enough to skip the keystrokes of a fast typist, short enough to answer within 150 ms. */
export const SUGGEST_DEBOUNCE_MS = 60;
const PER_KIND = 5;

export type SuggestState =
  | { status: 'idle' }
  | { status: 'loading' | 'ready'; q: string; suggestions: Suggestion[] }
  | { status: 'error'; q: string };

/**
 * Suggestions for `term` while `enabled`: asked once typing pauses, and a request a newer term has made
 * stale is aborted, so an early slow answer never replaces a later one.
 */
export function useSuggestions(term: string, enabled: boolean): SuggestState {
  const api = useApiClient();
  const [state, setState] = useState<SuggestState>({ status: 'idle' });
  const q = term.trim();
  const active = enabled && q.length >= SUGGEST_FROM;
  useEffect(() => {
    if (!active) {
      setState({ status: 'idle' });
      return;
    }
    const controller = new AbortController();
    // The previous list stays while the next is asked for, so the list does not flicker.
    setState((s) => ({ status: 'loading', q, suggestions: 'suggestions' in s ? s.suggestions : [] }));
    const timer = setTimeout(() => {
      api
        .request('searchSuggest', { q, limit: PER_KIND }, { signal: controller.signal })
        .then((r) => setState({ status: 'ready', q, suggestions: r.suggestions }))
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          logger.warn('search suggestions failed', error);
          setState({ status: 'error', q });
        });
    }, SUGGEST_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [api, q, active]);
  return active ? state : { status: 'idle' };
}
