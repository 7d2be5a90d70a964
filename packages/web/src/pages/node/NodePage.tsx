import { useApiQuery } from '../../api/useApiQuery';
import { PageLayout } from '../../components/PageLayout';
import { Panel } from '../../components/Panel';
import { ErrorState } from '../../components/QueryStates';
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
