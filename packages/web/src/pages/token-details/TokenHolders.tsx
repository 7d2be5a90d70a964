import type { Holder, TokenDetail } from '@poxscan/api/schemas';
import { useMemo } from 'react';
import { useApiQuery } from '../../api/useApiQuery';
import { Amount } from '../../components/amounts/Amount';
import { Chart } from '../../components/charts/Chart';
import { formatCount } from '../../components/format/number';
import { AddressLink } from '../../components/links/AddressLink';
import { OffsetPagedTable } from '../../components/table/OffsetPagedTable';
import type { Column } from '../../components/table/types';
import { usePageParam } from '../../hooks/usePageParam';
import { HolderSplitBar } from './HolderSplitBar';
import styles from './TokenDetails.module.css';

const LIMIT = 10;
const percent = (share: number) => `${(share * 100).toFixed(4)}%`;

function columns(token: TokenDetail): Column<Holder>[] {
  const decimals = token.standard === 'PRC721' ? 0 : token.decimals;
  return [
    { id: 'rank', header: 'Rank', cell: (h) => formatCount(h.rank) },
    { id: 'address', header: 'Address', cell: (h) => <AddressLink address={h.address} /> },
    {
      id: 'balance',
      header: 'Balance',
      align: 'end',
      cell: (h) => <Amount value={h.balance} decimals={decimals} symbol={token.symbol} />,
    },
    { id: 'share', header: 'Share', align: 'end', cell: (h) => percent(h.share) },
  ];
}

/** The top holders' shares of the supply, drawn as bars by rank, then split with everyone else's. */
function Distribution({ token }: { token: TokenDetail }) {
  const top = useApiQuery('contractHolders', { contractAddress: token.id, page: 1, limit: LIMIT });
  const points = useMemo(() => top.data?.items.map((h) => ({ x: h.rank, y: h.share * 100 })), [top.data]);
  return (
    <>
      <Chart
        label="Share of supply held by the top 10 holders (%)"
        points={points ?? []}
        kind="bars"
        xKind="position"
        formatY={(v) => `${v.toFixed(1)}%`}
        height={180}
        {...(points === undefined ? { loading: true } : {})}
      />
      {top.data === undefined || top.data.items.length === 0 ? null : (
        <HolderSplitBar holders={top.data.items} supply={token.totalSupply} holderCount={top.data.total} />
      )}
    </>
  );
}

/** The token's holders, largest first, with their share and the distribution chart. */
export function TokenHolders({ token }: { token: TokenDetail }) {
  const page = usePageParam();
  const query = useApiQuery('contractHolders', { contractAddress: token.id, page, limit: LIMIT });
  const cols = useMemo(() => columns(token), [token]);
  return (
    <>
      <h3 className={styles.caption}>Top 10 holders' share of supply</h3>
      <Distribution token={token} />
      <OffsetPagedTable
        query={query}
        page={page}
        limit={LIMIT}
        label="Holders"
        columns={cols}
        rows={query.data?.items}
        rowKey={(h) => h.address}
        empty="No holders yet."
      />
    </>
  );
}
