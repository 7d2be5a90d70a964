import { MAX_OFFSET_ROWS } from '@poxscan/api/limits';
import type { AccountSummary } from '@poxscan/api/schemas';
import { useMemo } from 'react';
import { useApiQuery } from '../../api/useApiQuery';
import { PageLayout } from '../../components/layout/PageLayout';
import { Panel } from '../../components/layout/Panel';
import { DataTable } from '../../components/table/DataTable';
import { Pagination } from '../../components/table/Pagination';
import { usePageParam } from '../../hooks/usePageParam';
import { AccountsStats } from './AccountsStats';
import { ACCOUNTS_LIMIT } from './accountsCalls';
import { type RankedAccount, richListColumns } from './richListColumns';

const LIMIT = ACCOUNTS_LIMIT;

const rank = (items: AccountSummary[], page: number): RankedAccount[] =>
  items.map((account, i) => ({ ...account, rank: (page - 1) * LIMIT + i + 1 }));

/** The rich list: accounts by balance, with their share of the supply, voting power and activity. */
export default function AccountsPage() {
  const page = usePageParam();
  const query = useApiQuery('accounts', { page, limit: LIMIT });
  const stats = useApiQuery('homeStats', undefined);
  const rows = useMemo(() => (query.data ? rank(query.data.items, page) : undefined), [query.data, page]);
  const columns = useMemo(() => richListColumns(stats.data?.totalSupply), [stats.data?.totalSupply]);
  return (
    <PageLayout title="Accounts">
      <AccountsStats />
      <Panel title="Rich list">
        <DataTable
          label="Accounts"
          columns={columns}
          rows={rows}
          rowKey={(a) => a.address}
          error={query.error}
          onRetry={() => void query.refetch()}
          empty="No accounts yet."
          skeletonRows={LIMIT}
        />
        <Pagination
          page={page}
          limit={LIMIT}
          maxRows={MAX_OFFSET_ROWS}
          {...(query.data ? { total: query.data.total } : {})}
        />
      </Panel>
    </PageLayout>
  );
}
