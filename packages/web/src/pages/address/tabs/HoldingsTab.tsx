import type { TokenBalance } from '@poxscan/api/schemas';
import { useApiQuery } from '../../../api/useApiQuery';
import { Amount } from '../../../components/Amount';
import { TokenLink } from '../../../components/TokenLink';
import { DataTable } from '../../../components/table/DataTable';
import type { Column } from '../../../components/table/types';

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

/** The tokens the address holds (PRC10, PRC20, PRC721 items), largest holdings first. */
export function HoldingsTab({ address }: { address: string }) {
  const query = useApiQuery('accountTokens', { address });
  const rows = query.data?.tokens.filter((b) => b.token.standard !== 'POX');
  return (
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
  );
}
