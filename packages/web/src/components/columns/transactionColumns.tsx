import type { TransactionSummary } from '@poxscan/api/schemas';
import { Amount } from '../amounts/Amount';
import { TxAmount } from '../amounts/TxAmount';
import { contractTypeLabel } from '../format/contractType';
import { AddressLink } from '../links/AddressLink';
import { BlockLink } from '../links/BlockLink';
import { TxLink } from '../links/TxLink';
import { type Column, WITH_COPY_BUTTON } from '../table/types';
import { Age } from '../values/Age';
import { ConfirmationBadge, ResultBadge } from '../values/TxStatus';
import styles from './columns.module.css';

type Tx = TransactionSummary;

/** The columns a transaction list can show; each list picks the ones it needs. */
export const transactionColumns = {
  hash: {
    id: 'hash',
    header: 'Hash',
    cell: (t) => <TxLink hash={t.hash} />,
    skeletonHeight: WITH_COPY_BUTTON,
  },
  block: { id: 'block', header: 'Block', cell: (t) => <BlockLink number={t.blockNumber} /> },
  age: { id: 'age', header: 'Age', cell: (t) => <Age timestamp={t.timestamp} /> },
  type: {
    id: 'type',
    header: 'Type',
    cell: (t) => <span title={t.contractTypeName}>{contractTypeLabel(t.contractTypeName)}</span>,
  },
  from: {
    id: 'from',
    header: 'From',
    cell: (t) => <AddressLink address={t.from} />,
    skeletonHeight: WITH_COPY_BUTTON,
  },
  to: {
    id: 'to',
    header: 'To',
    cell: (t) => (t.to === null ? '—' : <AddressLink address={t.to} />),
    skeletonHeight: WITH_COPY_BUTTON,
  },
  parties: {
    id: 'parties',
    header: 'From / To',
    cell: (t) => (
      <span className={styles.parties}>
        <AddressLink address={t.from} copy={false} />
        {t.to === null ? null : (
          <span>
            → <AddressLink address={t.to} copy={false} />
          </span>
        )}
      </span>
    ),
    // Two lines of text and the 2 px between them.
    skeletonHeight: 'calc(3em + 2px)',
  },
  amount: {
    id: 'amount',
    header: 'Amount',
    align: 'end',
    cell: (t) => <TxAmount tx={t} />,
  },
  fee: { id: 'fee', header: 'Fee', align: 'end', cell: (t) => <Amount value={t.fee} /> },
  result: { id: 'result', header: 'Result', cell: (t) => <ResultBadge status={t.status} /> },
  state: {
    id: 'state',
    header: 'Status',
    cell: (t) => <ConfirmationBadge status={t.status} solidified={t.confirmed} />,
  },
  outcome: {
    id: 'outcome',
    header: 'Result / Status',
    cell: (t) => (
      <span className={styles.outcome}>
        <ResultBadge status={t.status} />
        <ConfirmationBadge status={t.status} solidified={t.confirmed} />
      </span>
    ),
  },
} satisfies Record<string, Column<Tx>>;

const c = transactionColumns;

/** The full transaction table (transactions screen, a block's and an address's transactions). */
export const fullTransactionColumns: Column<Tx>[] = [
  c.hash,
  c.block,
  c.age,
  c.type,
  c.parties,
  c.amount,
  c.fee,
  c.outcome,
];

/** A block's transactions: a Block column would repeat the page's own block, in the width the others need. */
export const blockTransactionColumns: Column<Tx>[] = fullTransactionColumns.filter((col) => col !== c.block);

export const transactionKey = (t: Tx) => t.hash;
