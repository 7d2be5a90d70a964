import type { Transfer } from '@poxscan/api/schemas';
import { TokenAmount } from '../amounts/TokenAmount';
import { AddressLink } from '../links/AddressLink';
import { BlockLink } from '../links/BlockLink';
import { TxLink } from '../links/TxLink';
import { type Column, WITH_COPY_BUTTON } from '../table/types';
import { Age } from '../values/Age';
import { ResultBadge } from '../values/TxStatus';

/** The transfer table: POX, PRC10, PRC20 and PRC721 movements alike. */
export const transferColumns: Column<Transfer>[] = [
  {
    id: 'hash',
    header: 'Transaction',
    cell: (t) => <TxLink hash={t.transactionHash} />,
    skeletonHeight: WITH_COPY_BUTTON,
  },
  { id: 'block', header: 'Block', cell: (t) => <BlockLink number={t.blockNumber} /> },
  { id: 'age', header: 'Age', cell: (t) => <Age timestamp={t.timestamp} /> },
  {
    id: 'from',
    header: 'From',
    cell: (t) => <AddressLink address={t.from} />,
    skeletonHeight: WITH_COPY_BUTTON,
  },
  { id: 'to', header: 'To', cell: (t) => <AddressLink address={t.to} />, skeletonHeight: WITH_COPY_BUTTON },
  {
    id: 'amount',
    header: 'Amount',
    align: 'end',
    cell: (t) => <TokenAmount amount={t.amount} token={t.token} nftId={t.nftId} />,
  },
  { id: 'result', header: 'Result', cell: (t) => <ResultBadge status={t.status} /> },
];

/** A transfer has no id of its own; several can share a transaction, never with all fields equal. */
export const transferKey = (t: Transfer) =>
  `${t.transactionHash}:${t.token.id}:${t.from}:${t.to}:${t.amount}:${t.nftId ?? ''}`;
