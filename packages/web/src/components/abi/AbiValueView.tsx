import type { AbiValue } from '@poxscan/protocol/browser';
import { AddressLink } from '../links/AddressLink';
import styles from './Abi.module.css';

/** One decoded ABI value: addresses link to their page, integers print exactly, arrays nest. */
export function AbiValueView({ type, value }: { type: string; value: AbiValue }) {
  if (Array.isArray(value)) {
    const inner = type.replace(/\[\d*\]$/, '');
    return (
      <ol className={styles.array}>
        {value.map((item, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: positions are the identity of ABI array items
          <li key={i}>
            <AbiValueView type={inner} value={item} />
          </li>
        ))}
      </ol>
    );
  }
  if (type === 'address' && typeof value === 'string') return <AddressLink address={value} />;
  return <span className={styles.value}>{String(value)}</span>;
}
