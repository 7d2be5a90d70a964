import type { TokenBalance } from '@poxscan/api/schemas';
import { useApiQuery } from '../../../api/useApiQuery';
import { Amount } from '../../../components/amounts/Amount';
import { TokenLink } from '../../../components/links/TokenLink';
import { DataTable } from '../../../components/table/DataTable';
import type { Column } from '../../../components/table/types';
import { NftHoldings } from './NftHoldings';
import styles from './NftHoldings.module.css';

const COLUMNS: Column<TokenBalance>[] = [
  { id: 'token', header: 'Token', cell: (b) => <TokenLink token={b.token} /> },
  { id: 'name', header: 'Name', cell: (b) => b.token.name },
  { id: 'standard', header: 'Standard', cell: (b) => b.token.standard },
  {
    id: 'balance',
    header: 'Balance',
    align: 'end',
    cell: (b) => (
      <Amount
        value={b.balance}
        decimals={b.token.standard === 'PRC721' ? 0 : b.token.decimals}
        symbol={b.token.symbol}
      />
    ),
  },
];

/** The tokens the address holds (PRC10, PRC20, PRC721 items), largest holdings first, then its NFTs one by one. */
export function HoldingsTab({ address }: { address: string }) {
  const query = useApiQuery('accountTokens', { address });
  const rows = query.data?.tokens.filter((b) => b.token.standard !== 'POX');
  return (
    <>
      <DataTable
        label="Token holdings"
        columns={COLUMNS}
        rows={rows}
        rowKey={(b) => b.token.id}
        error={query.error}
        onRetry={() => void query.refetch()}
        empty="This address holds no tokens."
        skeletonRows={5}
      />
      <h3 className={styles.caption}>NFTs</h3>
      <NftHoldings address={address} />
    </>
  );
}
