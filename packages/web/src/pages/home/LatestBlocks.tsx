import { Link } from 'react-router';
import { queryKeyOf } from '../../api/queryKeys';
import { useApiQuery } from '../../api/useApiQuery';
import { paths } from '../../app/paths';
import { blockColumns, blockKey } from '../../components/columns/blockColumns';
import { NewItemsNotice } from '../../components/feedback/NewItemsNotice';
import { Panel } from '../../components/layout/Panel';
import { DataTable } from '../../components/table/DataTable';
import { useLivePrepend } from '../../live/useLivePrepend';
import styles from './HomePage.module.css';
import { LATEST, LIVE_STALE_MS } from './homeQueries';

const PARAMS = LATEST;
const c = blockColumns;
const COLUMNS = [c.height, c.age, c.producer, c.transactions];

/** The ten newest blocks; new ones wait behind an "N new blocks" notice. */
export function LatestBlocks() {
  const query = useApiQuery('blocks', PARAMS, { staleTime: LIVE_STALE_MS });
  const live = useLivePrepend({
    queryKey: queryKeyOf('blocks', PARAMS),
    event: 'block',
    itemsOf: (block) => [block],
    keyOf: blockKey,
    orderOf: (block) => block.number,
    limit: PARAMS.limit,
  });
  return (
    <Panel
      title="Latest Blocks"
      actions={
        <span className={styles.actions}>
          <NewItemsNotice count={live.newCount} noun={['block', 'blocks']} onShow={live.showNew} />
          <Link to={paths.blocks}>View all</Link>
        </span>
      }
    >
      <DataTable
        label="Latest blocks"
        columns={COLUMNS}
        rows={query.data?.items}
        rowKey={blockKey}
        error={query.error}
        onRetry={() => void query.refetch()}
        empty="No blocks yet."
        skeletonRows={PARAMS.limit}
      />
    </Panel>
  );
}
