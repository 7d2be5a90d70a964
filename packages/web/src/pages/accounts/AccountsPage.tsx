import type { AccountSummary } from '@poxscan/api/schemas';
import { useMemo } from 'react';
import { useApiQuery } from '../../api/useApiQuery';
import { PageLayout } from '../../components/layout/PageLayout';
import { Panel } from '../../components/layout/Panel';
import { OffsetPagedTable } from '../../components/table/OffsetPagedTable';
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
        <OffsetPagedTable
          query={query}
          page={page}
          limit={LIMIT}
          label="Accounts"
          columns={columns}
          rows={rows}
          rowKey={(a) => a.address}
          empty="No accounts yet."
        />
      </Panel>
    </PageLayout>
  );
}
