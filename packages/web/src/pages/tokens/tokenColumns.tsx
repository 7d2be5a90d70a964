import type { TokenListRow } from '@poxscan/api/schemas';
import { Link } from 'react-router';
import { formatCount } from '../../components/format/number';
import { AddressLink } from '../../components/links/AddressLink';
import { tokenPath } from '../../components/links/TokenLink';
import type { Column, ColumnSort } from '../../components/table/types';
import { Age } from '../../components/values/Age';
import { Badge } from '../../components/values/Badge';
import { TokenSupply } from '../../tokens/TokenSupply';
import styles from './Tokens.module.css';
import type { TokenSort } from './tokensCalls';

/**
 * The list's columns; holders, transfers and created sort (each has an index). Supplies are not
 * comparable across decimals and the 24 h counts are a sum over a moving window, so neither sorts.
 */
export function tokenColumns(columnSort: (column: TokenSort) => ColumnSort): Column<TokenListRow>[] {
  return [
    {
      id: 'token',
      header: 'Token',
      cell: (t) => (
        <span className={styles.token}>
          <Link to={tokenPath(t)}>{t.name || t.id}</Link>
          <span className={styles.symbol}>{t.symbol}</span>
          {t.verified ? <Badge tone="success">Verified</Badge> : null}
        </span>
      ),
    },
    { id: 'standard', header: 'Standard', cell: (t) => t.standard },
    {
      id: 'holders',
      header: 'Holders',
      align: 'end',
      cell: (t) => formatCount(t.holders),
      sort: columnSort('holders'),
    },
    {
      id: 'supply',
      header: 'Total supply',
      align: 'end',
      cell: (t) => <TokenSupply token={t} />,
    },
    {
      id: 'transfers24h',
      header: 'Transfers (24 h)',
      align: 'end',
      cell: (t) => formatCount(t.transfers24h),
    },
    {
      id: 'transfers',
      header: 'Transfers',
      align: 'end',
      cell: (t) => formatCount(t.transfers),
      sort: columnSort('transfers'),
    },
    {
      id: 'issuer',
      header: 'Issuer / creator',
      cell: (t) => (t.issuer === null ? '—' : <AddressLink address={t.issuer} copy={false} />),
    },
    {
      id: 'created',
      header: 'Created',
      cell: (t) => (t.createdAt === null ? '—' : <Age timestamp={t.createdAt} />),
      sort: columnSort('created'),
    },
  ];
}
