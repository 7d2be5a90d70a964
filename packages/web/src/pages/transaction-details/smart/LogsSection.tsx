import type { EventLog } from '@poxscan/api/schemas';
import { EventLogEntry } from '../../../components/abi/EventLogEntry';
import { Panel } from '../../../components/layout/Panel';
import styles from './Smart.module.css';

/** The events the transaction emitted, in order. */
export function LogsSection({ logs }: { logs: readonly EventLog[] }) {
  if (logs.length === 0) return null;
  return (
    <Panel title={`Event logs (${logs.length})`}>
      <ol className={styles.logs} aria-label="Event logs">
        {logs.map((log) => (
          <EventLogEntry key={log.index} log={log} />
        ))}
      </ol>
    </Panel>
  );
}
