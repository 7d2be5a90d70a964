import { useApiQuery } from '../../api/useApiQuery';
import { PageLayout } from '../../components/layout/PageLayout';
import { Panel } from '../../components/layout/Panel';
import { Tabs, useActiveTab } from '../../components/layout/Tabs';
import { OffsetPagedTable } from '../../components/table/OffsetPagedTable';
import { usePageParam } from '../../hooks/usePageParam';
import { TokensStats } from './TokensStats';
import { tokenColumns } from './tokenColumns';
import { TOKEN_TABS, TOKENS_LIMIT, type TokenTab } from './tokensCalls';
import { useTokenSort } from './useTokenSort';

const TABS = TOKEN_TABS;
const LIMIT = TOKENS_LIMIT;
const SORT_TITLE = { holders: 'holders', transfers: 'transfers', created: 'creation' } as const;

/** The tokens of the network by standard, most held first or sorted by a column, with their activity. */
export default function TokensPage() {
  const type = useActiveTab(TABS) as TokenTab;
  const page = usePageParam();
  const { sort, order, columnSort } = useTokenSort();
  const sorted = sort === 'holders' && order === 'desc' ? {} : { sort, order };
  const query = useApiQuery('tokens', { type, limit: LIMIT, pageNo: page, ...sorted });
  const columns = tokenColumns(columnSort);
  return (
    <PageLayout title="Tokens">
      <TokensStats />
      <Panel title={`Tokens by ${SORT_TITLE[sort]}`}>
        <Tabs tabs={TABS} label="Token standard" />
        <OffsetPagedTable
          query={query}
          page={page}
          limit={LIMIT}
          label="Tokens"
          columns={columns}
          rows={query.data?.items}
          rowKey={(t) => t.id}
          empty="No tokens of this standard yet."
        />
      </Panel>
    </PageLayout>
  );
}
