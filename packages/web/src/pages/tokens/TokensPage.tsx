import { MAX_OFFSET_ROWS } from '@poxscan/api/limits';
import { useApiQuery } from '../../api/useApiQuery';
import { PageLayout } from '../../components/layout/PageLayout';
import { Panel } from '../../components/layout/Panel';
import { Tabs, useActiveTab } from '../../components/layout/Tabs';
import { DataTable } from '../../components/table/DataTable';
import { Pagination } from '../../components/table/Pagination';
import { usePageParam } from '../../hooks/usePageParam';
import { TokensStats } from './TokensStats';
import { tokenColumns } from './tokenColumns';
import { TOKEN_TABS, TOKENS_LIMIT, type TokenTab } from './tokensCalls';

const TABS = TOKEN_TABS;
const LIMIT = TOKENS_LIMIT;

/** The tokens of the network by standard, most held first, with holders, supply and transfers. */
export default function TokensPage() {
  const type = useActiveTab(TABS) as TokenTab;
  const page = usePageParam();
  const query = useApiQuery('tokens', { type, limit: LIMIT, pageNo: page });
  return (
    <PageLayout title="Tokens">
      <TokensStats />
      <Panel title="Tokens by holders">
        <Tabs tabs={TABS} label="Token standard" />
        <DataTable
          label="Tokens"
          columns={tokenColumns}
          rows={query.data?.items}
          rowKey={(t) => t.id}
          error={query.error}
          onRetry={() => void query.refetch()}
          empty="No tokens of this standard yet."
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
