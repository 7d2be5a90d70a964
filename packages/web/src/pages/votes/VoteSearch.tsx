import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { ActionButton } from '../../components/form/ActionButton';
import { TextField } from '../../components/form/TextField';
import { useHrefWith, useSearchParam } from '../../hooks/usePageParam';
import styles from './Votes.module.css';

/** The API filters candidates by name or address prefix, at most 64 characters. */
const MAX_TERM = 64;

/** Searches the votes list by SR name or address; the term lives in the URL (`?term=`). */
export function VoteSearch() {
  const id = useId();
  const term = useSearchParam('term') ?? '';
  const [text, setText] = useState(term);
  const hrefWith = useHrefWith();
  const navigate = useNavigate();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = text.trim();
    void navigate(hrefWith({ term: next === '' ? null : next, page: null }), { replace: true });
  };
  return (
    <form className={styles.search} aria-label="Search the votes list" onSubmit={submit}>
      <TextField
        id={id}
        label="Search SRs"
        type="search"
        value={text}
        maxLength={MAX_TERM}
        placeholder="Name or address"
        onChange={setText}
      />
      <ActionButton secondary>Search</ActionButton>
    </form>
  );
}
