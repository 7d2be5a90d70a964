import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { Amount } from '../../../components/amounts/Amount';
import { formatUtc } from '../../../components/format/time';
import { AddressLink } from '../../../components/links/AddressLink';
import { WebLink } from '../../../components/links/WebLink';
import styles from './Contract.module.css';
import type { FieldKind } from './fieldSpecs';

const RESOURCES: Readonly<Record<string, string>> = {
  BANDWIDTH: 'Bandwidth',
  ENERGY: 'Energy',
  TRON_POWER: 'POX Power',
};

const grouped = (value: string) => (/^-?\d+$/.test(value) ? BigInt(value).toLocaleString('en-US') : value);

/** One field of a decoded contract, shown by its kind. */
export function FieldValue({ kind, value }: { kind: FieldKind; value: unknown }) {
  const text = typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  switch (kind) {
    case 'address':
      return text ? <AddressLink address={text} full /> : <>—</>;
    case 'pox':
      return <Amount value={text || '0'} exact />;
    case 'units':
    case 'number':
      return <>{grouped(text || '0')}</>;
    case 'yesNo':
      return <>{value === true ? 'Yes' : 'No'}</>;
    case 'resource':
      return <>{RESOURCES[text] ?? text}</>;
    case 'percent':
      return <>{`${text || '0'}%`}</>;
    case 'time':
      return <>{text && text !== '0' ? formatUtc(Number(text)) : '—'}</>;
    case 'hex':
      return <span className={styles.mono}>{text ? `0x${text}` : '—'}</span>;
    case 'token':
      return text && text !== '0' ? <Link to={paths.tokenDetails(text)}>{text}</Link> : <>—</>;
    case 'url':
      if (!text) return <>—</>;
      // A contract's URL field is whatever its sender wrote.
      return <WebLink url={text} />;
    case 'text':
      return <>{text || '—'}</>;
  }
}
