import type { EventLog } from '@poxscan/api/schemas';
import { useMemo } from 'react';
import { AddressLink } from '../links/AddressLink';
import { TxLink } from '../links/TxLink';
import { DecodedParams } from './DecodedParams';
import styles from './EventLog.module.css';
import { useAbiTools } from './useAbiTools';
import { useContractAbi } from './useContractAbi';

/**
 * One event log: its decoded name and arguments when the emitter's ABI is known, its raw topics
 * always; with `transactionHash`, a link to the transaction that emitted it.
 */
export function EventLogEntry({ log, transactionHash }: { log: EventLog; transactionHash?: string }) {
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
        {transactionHash ? (
          <span>
            in <TxLink hash={transactionHash} />
          </span>
        ) : null}
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
