import type { EventLog } from '@poxscan/api/schemas';
import { useMemo } from 'react';
import { AddressLink } from '../../../components/AddressLink';
import { DecodedParams } from '../../../components/abi/DecodedParams';
import { useAbiTools } from '../../../components/abi/useAbiTools';
import { useContractAbi } from '../../../components/abi/useContractAbi';
import { Panel } from '../../../components/Panel';
import styles from './Smart.module.css';

/** One event log: its decoded name and arguments when the emitter's ABI is known, its raw topics always. */
export function LogEntry({ log }: { log: EventLog }) {
  const abi = useContractAbi(log.address);
  const tools = useAbiTools(Boolean(abi));
  const decoded = useMemo(
    () => (abi && tools ? tools.decodeEventLog(abi, log.topics, log.data) : null),
    [abi, tools, log],
  );
  return (
    <li className={styles.log}>
      <p className={styles.logHead}>
        <span className={styles.index}>{log.index}</span>
        <strong>{decoded?.signature ?? log.eventName ?? 'Unknown event'}</strong>
        <span>
          emitted by <AddressLink address={log.address} />
        </span>
      </p>
      {decoded ? <DecodedParams params={decoded.args} label={`Arguments of event ${log.index}`} /> : null}
      <details className={styles.details}>
        <summary>Topics and data</summary>
        <ol className={styles.topics}>
          {log.topics.map((topic, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a topic's position is its meaning (topic 0 is the event)
            <li key={i}>
              <code>{topic}</code>
            </li>
          ))}
        </ol>
        <pre className={styles.raw}>{log.data || '(no data)'}</pre>
      </details>
    </li>
  );
}

/** The events the transaction emitted, in order. */
export function LogsSection({ logs }: { logs: readonly EventLog[] }) {
  if (logs.length === 0) return null;
  return (
    <Panel title={`Event logs (${logs.length})`}>
      <ol className={styles.logs} aria-label="Event logs">
        {logs.map((log) => (
          <LogEntry key={log.index} log={log} />
        ))}
      </ol>
    </Panel>
  );
}
