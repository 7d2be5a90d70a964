import type { Suggestion } from '@poxscan/api/schemas';
import { type FormEvent, type KeyboardEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { useApiClient } from '../api/ApiContext';
import { notify } from '../app/notify';
import { DotsLoader } from '../components/feedback/DotsLoader';
import { SearchIcon } from '../components/icons/icons';
import { logger } from '../logger';
import styles from './SearchBox.module.css';
import { optionId, SuggestionList } from './SuggestionList';
import { pathOfSuggestion } from './suggestionPath';
import { useSuggestions } from './useSuggestions';

export const SEARCH_MAX_LENGTH = 100;

/**
 * Suggests blocks, transactions, addresses, tokens, contracts and SRs as the visitor types (↑/↓ to
 * choose, Enter to go, Esc to close); Enter without a choice routes the term to its best hit.
 */
export function SearchBox({ onNavigate }: { onNavigate?: () => void }) {
  const [term, setTerm] = useState('');
  const [busy, setBusy] = useState(false);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  /** The term Enter found nothing for: said in the list, not in a toast. */
  const [notFound, setNotFound] = useState<string | null>(null);
  const api = useApiClient();
  const navigate = useNavigate();
  const inputId = useId();
  const listId = useId();
  const state = useSuggestions(term, open);
  const suggestions = state.status === 'loading' || state.status === 'ready' ? state.suggestions : [];
  const trimmed = term.trim();

  function go(path: string) {
    setTerm('');
    setOpen(false);
    setActive(-1);
    setNotFound(null);
    navigate(path);
    onNavigate?.();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const chosen = open ? suggestions[active] : undefined;
    if (chosen !== undefined) {
      go(pathOfSuggestion(chosen));
      return;
    }
    if (trimmed === '' || busy) return;
    setBusy(true);
    try {
      // The resolver pulls in address checksums; it loads on the first search, not with the page.
      const { resolveSearch } = await import('./resolveSearch');
      const target = await resolveSearch(trimmed, (query) => api.request('search', query));
      if (target === null) {
        setNotFound(trimmed);
        setOpen(true);
      } else go(target);
    } catch (error) {
      logger.error('search failed', error);
      notify.error('Search is not available right now. Please try again.');
    } finally {
      setBusy(false);
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // -1 is the input itself: from there ↓ enters the list and ↑ comes back to it.
      setActive((i) => Math.max(-1, Math.min(suggestions.length - 1, i + step)));
    } else if (event.key === 'Escape' && open) {
      // Esc closes the list first; a second Esc is the browser's (it clears the search field).
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  }

  const emptyMessage =
    notFound !== null && notFound === trimmed
      ? `Nothing found for "${notFound}".`
      : state.status === 'ready' && suggestions.length === 0
        ? 'Nothing found'
        : state.status === 'error' && trimmed.length >= 2
          ? 'Suggestions are not available right now; press Enter to search.'
          : null;
  const showList = open && (suggestions.length > 0 || emptyMessage !== null);

  return (
    <search className={styles.search}>
      <form className={styles.form} onSubmit={submit}>
        <label htmlFor={inputId} className="visually-hidden">
          Search by block, transaction, address or token
        </label>
        <input
          id={inputId}
          type="search"
          className={styles.input}
          placeholder="Search by block / transaction / address / token"
          maxLength={SEARCH_MAX_LENGTH}
          autoComplete="off"
          spellCheck={false}
          aria-autocomplete="list"
          aria-controls={showList ? listId : undefined}
          aria-activedescendant={showList && active >= 0 ? optionId(listId, active) : undefined}
          value={term}
          onChange={(event) => {
            setTerm(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
        />
        <button type="submit" className={styles.button} aria-label="Search" disabled={busy}>
          {busy ? <DotsLoader label="Searching" /> : <SearchIcon />}
        </button>
      </form>
      {showList ? (
        <SuggestionList
          id={listId}
          suggestions={suggestions}
          activeIndex={active}
          loading={state.status === 'loading'}
          emptyMessage={emptyMessage}
          onPick={(s: Suggestion) => go(pathOfSuggestion(s))}
          onHover={setActive}
        />
      ) : null}
    </search>
  );
}
