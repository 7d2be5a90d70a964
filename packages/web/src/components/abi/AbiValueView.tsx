import type { AbiValue } from '@poxscan/protocol/browser';
import { AddressLink } from '../links/AddressLink';
import { CopyButton } from '../values/CopyButton';
import styles from './Abi.module.css';

/** Past this many digits an integer is hard to read off by eye, so it gets a copy button. */
const COPY_FROM_DIGITS = 16;

/** An integer on one line (scrolling when longer than its cell), with a copy button when long. */
function IntegerValue({ digits }: { digits: string }) {
  return (
    <span className={styles.integerRow}>
      <span className={styles.integer}>{digits}</span>
      {digits.replace('-', '').length >= COPY_FROM_DIGITS ? <CopyButton text={digits} label="value" /> : null}
    </span>
  );
}

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
  if (typeof value === 'bigint') return <IntegerValue digits={value.toString()} />;
  return <span className={styles.value}>{String(value)}</span>;
}
