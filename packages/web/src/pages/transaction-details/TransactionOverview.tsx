import type { TransactionDetail } from '@poxscan/api/schemas';
import { TxAmount } from '../../components/amounts/TxAmount';
import { contractTypeLabel } from '../../components/format/contractType';
import { formatUtc } from '../../components/format/time';
import { type Detail, DetailList } from '../../components/layout/DetailList';
import { AddressLink } from '../../components/links/AddressLink';
import { BlockLink } from '../../components/links/BlockLink';
import { Age } from '../../components/values/Age';
import { CopyButton } from '../../components/values/CopyButton';
import { EvenlyWrapped, HASH_PIECE } from '../../components/values/EvenlyWrapped';
import { ConfirmationBadge } from '../../components/values/TxStatus';
import { FeeBreakdown } from './FeeBreakdown';
import { ResultValue } from './ResultValue';
import styles from './TransactionDetails.module.css';

export const OVERVIEW_LABELS = [
  'Hash',
  'Result',
  'Status',
  'Block',
  'Time',
  'Type',
  'From',
  'To',
  'Amount',
  'Fee',
];

function rows(tx: TransactionDetail): Detail[] {
  const base: Detail[] = [
    {
      label: 'Hash',
      value: (
        <span className={styles.hash}>
          <EvenlyWrapped text={tx.hash} max={HASH_PIECE} />
          <CopyButton text={tx.hash} label="transaction hash" />
        </span>
      ),
    },
    { label: 'Result', value: <ResultValue tx={tx} /> },
    {
      label: 'Status',
      value: (
        <ConfirmationBadge status={tx.status} solidified={tx.confirmed} confirmations={tx.confirmations} />
      ),
    },
    { label: 'Block', value: <BlockLink number={tx.blockNumber} /> },
    {
      label: 'Time',
      value: (
        <span>
          <Age timestamp={tx.timestamp} /> ({formatUtc(tx.timestamp)})
        </span>
      ),
    },
    { label: 'Type', value: contractTypeLabel(tx.contractTypeName) },
    { label: 'From', value: <AddressLink address={tx.from} full /> },
    { label: 'To', value: tx.to === null ? '—' : <AddressLink address={tx.to} full /> },
    { label: 'Amount', value: <TxAmount tx={tx} exact /> },
    { label: 'Fee', value: <FeeBreakdown tx={tx} /> },
  ];
  if (tx.contractAddress !== null && tx.contractTypeName === 'CreateSmartContract')
    base.push({
      label: 'Contract created',
      value: <AddressLink address={tx.contractAddress} full contract />,
    });
  if (tx.memo) base.push({ label: 'Memo', value: <span className={styles.memo}>{tx.memo}</span> });
  return base;
}

/** The transaction at a glance: outcome, confirmation state, parties, value and fee. */
export function TransactionOverview({ tx }: { tx: TransactionDetail | undefined }) {
  if (tx === undefined)
    return <DetailList loading items={OVERVIEW_LABELS.map((label) => ({ label, value: null }))} />;
  return <DetailList items={rows(tx)} />;
}
