import styles from '../../components/form/Form.module.css';
import { formatUtc } from '../../components/format/time';
import { DetailList } from '../../components/layout/DetailList';
import { Panel } from '../../components/layout/Panel';
import { AddressLink } from '../../components/links/AddressLink';
import { Badge } from '../../components/values/Badge';
import { useNow } from '../../hooks/useNow';
import { summarize } from './contractSummary';
import type { PastedTransaction } from './parseSignedTransaction';
import { SignatureList } from './SignatureList';

/** What the pasted transaction does, read from its signed bytes, before it is sent. */
export function TransactionPreview({ tx }: { tx: PastedTransaction }) {
  const now = useNow();
  const summary = summarize(tx.contract);
  const expiration = Number(tx.rawData.expiration ?? 0);
  const items = [
    { label: 'Type', value: tx.contract.typeName },
    { label: 'From', value: <AddressLink address={tx.contract.owner} full /> },
    ...(summary.to === undefined ? [] : [{ label: 'To', value: <AddressLink address={summary.to} full /> }]),
    ...(summary.amount === undefined ? [] : [{ label: 'Amount', value: summary.amount }]),
    {
      label: 'Expiration',
      value: (
        <>
          {formatUtc(expiration)} {expiration <= now ? <Badge tone="danger">Expired</Badge> : null}
        </>
      ),
    },
    { label: 'Transaction ID', value: <span className={styles.notice}>{tx.txID}</span> },
    {
      label: 'Signatures',
      value: (
        <SignatureList
          txID={tx.txID}
          signatures={tx.signatures}
          owner={tx.contract.owner}
          permissionId={tx.contract.permissionId}
        />
      ),
    },
  ];
  return (
    <Panel title="Preview">
      <div className={styles.card}>
        <DetailList items={items} />
        {tx.warnings.map((warning) => (
          <p key={warning} className={styles.failure} role="alert">
            {warning}
          </p>
        ))}
      </div>
    </Panel>
  );
}
