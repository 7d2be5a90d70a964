import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { useApiClient } from '../api/ApiContext';
import { notify } from '../app/notify';
import { DotsLoader } from '../components/DotsLoader';
import { SearchIcon } from '../components/icons';
import { logger } from '../logger';
import styles from './SearchBox.module.css';

export const SEARCH_MAX_LENGTH = 100;

/** Routes a block height, transaction hash, address or token to its page. */
export function SearchBox({ onNavigate }: { onNavigate?: () => void }) {
  const [term, setTerm] = useState('');
  const [busy, setBusy] = useState(false);
  const api = useApiClient();
  const navigate = useNavigate();
  const inputId = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = term.trim();
    if (trimmed === '' || busy) return;
    setBusy(true);
    try {
      // The resolver pulls in address checksums; it loads on the first search, not with the page.
      const { resolveSearch } = await import('./resolveSearch');
      const target = await resolveSearch(trimmed, (query) => api.request('search', query));
      if (target === null) {
        notify.info(`No results found for "${trimmed}".`);
      } else {
        setTerm('');
        navigate(target);
        onNavigate?.();
      }
    } catch (error) {
      logger.error('search failed', error);
      notify.error('Search is not available right now. Please try again.');
    } finally {
      setBusy(false);
    }
  }

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
          value={term}
          onChange={(event) => setTerm(event.target.value)}
        />
        <button type="submit" className={styles.button} aria-label="Search" disabled={busy}>
          {busy ? <DotsLoader label="Searching" /> : <SearchIcon />}
        </button>
      </form>
    </search>
  );
}
