import { useNavigate } from 'react-router';
import { useHrefWith } from '../../hooks/usePageParam';
import styles from './Contracts.module.css';

/** "Verified only": a filter kept in the URL (`?verified=1`); changing it goes back to page 1. */
export function VerifiedFilter({ checked }: { checked: boolean }) {
  const hrefWith = useHrefWith();
  const navigate = useNavigate();
  return (
    <label className={styles.filter}>
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => navigate(hrefWith({ verified: event.target.checked ? '1' : null, page: null }))}
      />
      Verified only
    </label>
  );
}
