import type { TokenSummary } from '@poxscan/api/schemas';
import { Link } from 'react-router';
import { Amount } from '../../components/Amount';
import { Badge } from '../../components/Badge';
import { formatCount } from '../../components/format/number';
import { tokenPath } from '../../components/TokenLink';
import type { Column } from '../../components/table/types';
import styles from './Tokens.module.css';

export const tokenColumns: Column<TokenSummary>[] = [
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
  { id: 'holders', header: 'Holders', align: 'end', cell: (t) => formatCount(t.holders) },
  {
    id: 'supply',
    header: 'Total supply',
    align: 'end',
    cell: (t) => (
      <Amount value={t.totalSupply} decimals={t.standard === 'PRC721' ? 0 : t.decimals} symbol={t.symbol} />
    ),
  },
  { id: 'transfers', header: 'Transfers', align: 'end', cell: (t) => formatCount(t.transfers) },
];
