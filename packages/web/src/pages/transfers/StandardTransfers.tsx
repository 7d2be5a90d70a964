import type { TransfersTablePage } from '@poxscan/api/schemas';
import { useApiQuery } from '../../api/useApiQuery';
import { transferColumns, transferKey } from '../../components/columns/transferColumns';
import { FilterBar, FilterSelect, useSetFilters } from '../../components/filters/FilterBar';
import { TokenTransfersTable } from '../../components/lists/TokenTransfersTable';
import { DataTable } from '../../components/table/DataTable';
import { CursorPagination } from '../../components/table/Pagination';
import { useSearchParam } from '../../hooks/usePageParam';
import { TOKEN_CHOICES, TRANSFERS_LIMIT } from './transfersCalls';

type Standard = TransfersTablePage['items'][number]['token']['standard'];
type TokenStandard = Exclude<Standard, 'POX'>;

const LIMIT = TRANSFERS_LIMIT;
const TYPES = { PRC10: 'prc10', PRC20: 'prc20', PRC721: 'prc721' } as const;

/** Every transfer of one standard, newest first, keyset pages kept in the URL (`?cursor=`). */
export function StandardTransfersTable({ standard }: { standard: Standard }) {
  const cursor = useSearchParam('cursor');
  const query = useApiQuery('transferTable', { standard, limit: LIMIT, ...(cursor ? { cursor } : {}) });
  return (
    <>
      <DataTable
        label={`${standard} transfers`}
        columns={transferColumns}
        rows={query.data?.items}
        rowKey={transferKey}
        error={query.error}
        onRetry={() => void query.refetch()}
        empty={`No ${standard} transfers yet.`}
        skeletonRows={LIMIT}
      />
      <CursorPagination page={query.data} />
    </>
  );
}

/** A token standard's transfers: all of them, or one token's, chosen in the filter (`?token=`). */
export function StandardTransfers({ standard }: { standard: TokenStandard }) {
  const tokens = useApiQuery('tokens', { type: TYPES[standard], limit: TOKEN_CHOICES, pageNo: 1 });
  const selected = useSearchParam('token');
  const setFilters = useSetFilters();
  const options = [
    { value: '', label: tokens.data === undefined ? 'Loading tokens…' : `All ${standard} tokens` },
    ...(tokens.data?.items ?? []).map((token) => ({
      value: token.id,
      label: `${token.symbol} — ${token.name}`,
    })),
  ];
  return (
    <>
      <FilterBar label="Transfer filters">
        <FilterSelect
          label={`${standard} token`}
          value={selected ?? ''}
          options={options}
          disabled={tokens.data === undefined}
          onChange={(token) => setFilters({ token: token || null })}
        />
      </FilterBar>
      {selected ? (
        <TokenTransfersTable id={selected} label={`${standard} transfers`} />
      ) : (
        <StandardTransfersTable standard={standard} />
      )}
    </>
  );
}
