import type { ContractSummary } from '@poxscan/api/schemas';
import { Link } from 'react-router';
import { paths } from '../../app/paths';
import { Amount } from '../../components/amounts/Amount';
import { formatCount } from '../../components/format/number';
import { AddressLink } from '../../components/links/AddressLink';
import type { Column } from '../../components/table/types';
import { Age } from '../../components/values/Age';
import { Badge } from '../../components/values/Badge';

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
