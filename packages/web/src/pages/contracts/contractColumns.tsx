import type { ContractSummary } from '@poxscan/api/schemas';
import { Link } from 'react-router';
import { paths } from '../../app/paths';
import { AddressLink } from '../../components/AddressLink';
import { Age } from '../../components/Age';
import { Amount } from '../../components/Amount';
import { Badge } from '../../components/Badge';
import { formatCount } from '../../components/format/number';
import type { Column } from '../../components/table/types';

export const contractColumns: Column<ContractSummary>[] = [
  {
    id: 'contract',
    header: 'Contract',
    cell: (c) => <AddressLink address={c.address} name={c.name} contract />,
  },
  {
    id: 'verified',
    header: 'Source',
    cell: (c) =>
      c.verified ? <Badge tone="success">Verified</Badge> : <Badge tone="neutral">Unverified</Badge>,
  },
  { id: 'calls', header: 'Transactions', align: 'end', cell: (c) => formatCount(c.transactionCount) },
  { id: 'balance', header: 'Balance', align: 'end', cell: (c) => <Amount value={c.balance} /> },
  {
    id: 'token',
    header: 'Token',
    cell: (c) => (c.tokenId === null ? '—' : <Link to={paths.tokenDetails(c.tokenId)}>Token page</Link>),
  },
  { id: 'creator', header: 'Creator', cell: (c) => <AddressLink address={c.creator} /> },
  { id: 'created', header: 'Created', cell: (c) => <Age timestamp={c.createdAt} /> },
];
