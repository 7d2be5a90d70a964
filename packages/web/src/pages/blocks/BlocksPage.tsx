import { queryKeyOf } from '../../api/queryKeys';
import { useApiQuery } from '../../api/useApiQuery';
import { blockColumns, blockKey } from '../../components/columns/blockColumns';
import { HistoryStart } from '../../components/feedback/HistoryStart';
import { NewItemsNotice } from '../../components/feedback/NewItemsNotice';
import { PageLayout } from '../../components/layout/PageLayout';
import { Panel } from '../../components/layout/Panel';
import { DataTable } from '../../components/table/DataTable';
import { Pagination } from '../../components/table/Pagination';
import { usePageParam } from '../../hooks/usePageParam';
import { useLivePrepend } from '../../live/useLivePrepend';
import { BlocksStats } from './BlocksStats';
import { BLOCKS_LIMIT } from './blocksCalls';

const LIMIT = BLOCKS_LIMIT;
const c = blockColumns;
const COLUMNS = [c.height, c.age, c.transactions, c.producer, c.reward, c.size, c.state];

/** Every block, newest first, page by page; page 1 follows the chain live. */
export default function BlocksPage() {
  const page = usePageParam();
  const params = { page, limit: LIMIT };
  const query = useApiQuery('blocks', params);
  const live = useLivePrepend({
    queryKey: queryKeyOf('blocks', params),
    event: 'block',
    itemsOf: (block) => [block],
    keyOf: blockKey,
    orderOf: (block) => block.number,
    limit: LIMIT,
    enabled: page === 1,
  });
  return (
    <PageLayout title="Blocks">
      <BlocksStats />
      <Panel
        title="All blocks"
        actions={<NewItemsNotice count={live.newCount} noun={['block', 'blocks']} onShow={live.showNew} />}
      >
        <HistoryStart />
        <DataTable
          label="Blocks"
          columns={COLUMNS}
          rows={query.data?.items}
          rowKey={blockKey}
          error={query.error}
          onRetry={() => void query.refetch()}
          empty="No blocks yet."
          skeletonRows={LIMIT}
        />
        <Pagination page={page} limit={LIMIT} {...(query.data ? { total: query.data.total } : {})} />
      </Panel>
    </PageLayout>
  );
}
