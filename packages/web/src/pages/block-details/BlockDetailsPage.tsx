import { useParams } from 'react-router';
import { useApiQuery } from '../../api/useApiQuery';
import { EmptyState, ErrorState } from '../../components/feedback/QueryStates';
import { PageLayout } from '../../components/layout/PageLayout';
import { Panel } from '../../components/layout/Panel';
import { useLiveStats } from '../../live/useLiveStats';
import { BlockHeader } from './BlockHeader';
import { BlockNav } from './BlockNav';
import { BlockNotFound } from './BlockNotFound';
import { BlockTransactions } from './BlockTransactions';
import { isBlockId } from './blockId';

/** One block: every header field, its confirmation state, its neighbours and its transactions. */
export default function BlockDetailsPage() {
  const id = useParams().id ?? '';
  const valid = isBlockId(id);
  const block = useApiQuery('block', { block: id }, { enabled: valid });
  const head = useApiQuery('homeStats', undefined);
  useLiveStats();
  const title = block.data ? `#${block.data.number.toLocaleString('en-US')}` : id;
  return (
    <PageLayout title="Block Details" identifier={title}>
      {!valid ? (
        <EmptyState>{`"${id}" is not a block number or a 64-digit block hash.`}</EmptyState>
      ) : block.error?.status === 404 ? (
        <BlockNotFound id={id} head={head.data?.latestBlock} />
      ) : block.error ? (
        <ErrorState error={block.error} onRetry={() => void block.refetch()} />
      ) : (
        <>
          <Panel
            title="Overview"
            actions={
              block.data ? <BlockNav number={block.data.number} latest={head.data?.latestBlock} /> : null
            }
          >
            <BlockHeader block={block.data} head={head.data} />
          </Panel>
          {block.data ? <BlockTransactions block={block.data} /> : null}
        </>
      )}
    </PageLayout>
  );
}
