import type { DecodedParam } from '@poxscan/protocol/browser';
import styles from './Abi.module.css';
import { AbiValueView } from './AbiValueView';

/** Named, typed arguments (of a call, a result or an event) as a small table. */
export function DecodedParams({ params, label }: { params: readonly DecodedParam[]; label: string }) {
  if (params.length === 0) return <p className={styles.none}>No arguments.</p>;
  return (
    <table className={styles.params} aria-label={label}>
      <thead>
        <tr>
          <th scope="col">Name</th>
          <th scope="col">Type</th>
          <th scope="col">Value</th>
        </tr>
      </thead>
      <tbody>
        {params.map((param, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: arguments are identified by position
          <tr key={i}>
            <td>{param.name || `#${i}`}</td>
            <td className={styles.type}>{param.type}</td>
            <td>
              <AbiValueView type={param.type} value={param.value} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
