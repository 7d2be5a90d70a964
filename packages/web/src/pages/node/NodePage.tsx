import { useApiQuery } from '../../api/useApiQuery';
import { ErrorState } from '../../components/feedback/QueryStates';
import { PageLayout } from '../../components/layout/PageLayout';
import { Panel } from '../../components/layout/Panel';
import { NodeDetails } from './NodeDetails';

const FOLLOW_MS = 5000;

/** The node the explorer follows (heads, version, connections, peers), its sync state, SRs and the indexer's lag. */
export default function NodePage() {
  const info = useApiQuery('nodeInfo', undefined, { refetchInterval: FOLLOW_MS });
  const node = useApiQuery('nodeNowBlock', undefined, { refetchInterval: FOLLOW_MS });
  return (
    <PageLayout title="Nodes">
      <Panel title="Node information">
        {info.error && info.data === undefined ? (
          <ErrorState error={info.error} onRetry={() => void info.refetch()} />
        ) : (
          <NodeDetails
            info={info.data}
            nodeHead={node.data?.block_header?.raw_data?.number}
            nodeError={node.error !== null}
          />
        )}
      </Panel>
    </PageLayout>
  );
}
