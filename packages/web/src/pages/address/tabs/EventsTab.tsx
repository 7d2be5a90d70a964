import { useApiQuery } from '../../../api/useApiQuery';
import { EventLogEntry } from '../../../components/abi/EventLogEntry';
import { EmptyState, ErrorState } from '../../../components/feedback/QueryStates';
import { Skeleton } from '../../../components/feedback/Skeleton';
import { CursorPagination } from '../../../components/table/Pagination';
import { useSearchParam } from '../../../hooks/usePageParam';
import styles from '../Address.module.css';

const LIMIT = 20;

/** The events the contract emitted, newest first, decoded by its ABI when known. */
export function EventsTab({ address }: { address: string }) {
  const cursor = useSearchParam('cursor');
  const query = useApiQuery('contractEvents', { address, limit: LIMIT, ...(cursor ? { cursor } : {}) });
  if (query.error) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  if (query.data === undefined) return <Skeleton height="8em" />;
  if (query.data.items.length === 0) return <EmptyState>The contract has emitted no events.</EmptyState>;
  return (
    <>
      <ol className={styles.events} aria-label="Contract events">
        {query.data.items.map((event) => (
          <EventLogEntry
            key={`${event.transactionHash}:${event.index}`}
            log={event}
            transactionHash={event.transactionHash}
          />
        ))}
      </ol>
      <CursorPagination page={query.data} />
    </>
  );
}
