import type { BlockSummary } from '@poxscan/api/schemas';
import { Amount } from '../amounts/Amount';
import { formatBytes, formatCount } from '../format/number';
import { AddressLink } from '../links/AddressLink';
import { BlockLink } from '../links/BlockLink';
import { type Column, WITH_COPY_BUTTON } from '../table/types';
import { Age } from '../values/Age';
import { Badge } from '../values/Badge';

type Block = BlockSummary;

export const blockColumns = {
  height: { id: 'height', header: 'Block', cell: (b) => <BlockLink number={b.number} /> },
  age: { id: 'age', header: 'Age', cell: (b) => <Age timestamp={b.timestamp} /> },
  transactions: {
    id: 'transactions',
    header: 'Transactions',
    align: 'end',
    cell: (b) => formatCount(b.transactionCount),
  },
  producer: {
    id: 'producer',
    header: 'Producer',
    cell: (b) => <AddressLink address={b.witnessAddress} name={b.witnessName} />,
    skeletonHeight: WITH_COPY_BUTTON,
  },
  reward: { id: 'reward', header: 'Reward', align: 'end', cell: (b) => <Amount value={b.reward} /> },
  size: { id: 'size', header: 'Size', align: 'end', cell: (b) => formatBytes(b.size) },
  state: {
    id: 'state',
    header: 'Status',
    cell: (b) =>
      b.confirmed ? <Badge tone="success">Solidified</Badge> : <Badge tone="info">Confirmed</Badge>,
  },
} satisfies Record<string, Column<Block>>;

export const blockKey = (b: Block) => String(b.number);
