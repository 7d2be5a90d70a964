import type { ApiError } from '../../api/errors';
import styles from './QueryStates.module.css';

/** What a failed read means to a visitor, in words. */
export function describeError(error: ApiError): string {
  if (error.status === undefined) return 'The explorer API could not be reached.';
  if (error.status === 404) return 'Nothing was found for this request.';
  if (error.status === 400) return error.message;
  if (error.status === 429) return 'Too many requests; please wait a moment.';
  return `The explorer API answered with an error (${error.status}).`;
}

/** A failed read: what went wrong, and a retry. */
export function ErrorState({ error, onRetry }: { error: ApiError; onRetry?: () => void }) {
  return (
    <div role="alert" className={styles.error}>
      <p className={styles.text}>{describeError(error)}</p>
      {onRetry ? (
        <button type="button" className={styles.retry} onClick={onRetry}>
          Try again
        </button>
      ) : null}
    </div>
  );
}

/** A read that succeeded with nothing in it. */
export function EmptyState({ children }: { children: string }) {
  return <p className={styles.empty}>{children}</p>;
}

/** Data the API does not serve: said plainly, never filled with made-up figures. */
export function Unavailable({ children }: { children: string }) {
  return <span className={styles.unavailable}>{children}</span>;
}
