import { useMemo } from 'react';
import { useApiQuery } from '../../api/useApiQuery';
import { Amount } from '../../components/amounts/Amount';
import { percentOf } from '../../components/format/amount';
import { AddressLink } from '../../components/links/AddressLink';
import { DataTable } from '../../components/table/DataTable';
import type { Column } from '../../components/table/types';

interface RankedHolder {
  rank: number;
  address: string;
  balance: string;
}

/** The largest POX holders with their share of the supply. */
export function PoxHolders() {
  const token = useApiQuery('nativeToken', undefined);
  const supply = token.data?.totalSupply;
  const rows = useMemo(() => token.data?.topHolders.map((h, i) => ({ ...h, rank: i + 1 })), [token.data]);
  const columns = useMemo<Column<RankedHolder>[]>(
    () => [
      { id: 'rank', header: 'Rank', cell: (h) => h.rank },
      { id: 'address', header: 'Address', cell: (h) => <AddressLink address={h.address} /> },
      { id: 'balance', header: 'Balance', align: 'end', cell: (h) => <Amount value={h.balance} /> },
      {
        id: 'share',
        header: 'Share of supply',
        align: 'end',
        cell: (h) => `${(supply && percentOf(h.balance, supply, 4)) ?? '—'}%`,
      },
    ],
    [supply],
  );
  return (
    <DataTable
      label="Top POX holders"
      columns={columns}
      rows={rows}
      rowKey={(h) => h.address}
      error={token.error}
      onRetry={() => void token.refetch()}
      empty="No holders yet."
    />
  );
}
