import type { NodeInfo } from '@poxscan/api/schemas';
import { Badge } from '../../components/Badge';
import { BlockLink } from '../../components/BlockLink';
import { type Detail, DetailList } from '../../components/DetailList';
import { formatCount } from '../../components/format/number';
import { formatDuration } from '../../components/format/time';
import { Unavailable } from '../../components/QueryStates';

const LABELS = [
  'Network',
  'Node head block',
  'Indexed head block',
  'Solidified block',
  'Sync state',
  'Indexer lag',
  'Super Representatives',
  'Chain parameters',
  'Node version',
  'Peers',
];
/** Within this many blocks of the node the explorer counts as in sync (one block may be in flight). */
const IN_SYNC_BLOCKS = 2;

function SyncState({ indexed, nodeHead }: { indexed: number; nodeHead: number | undefined }) {
  if (nodeHead === undefined) return <Unavailable>Unknown (the node did not answer)</Unavailable>;
  const behind = Math.max(0, nodeHead - indexed);
  if (behind <= IN_SYNC_BLOCKS) return <Badge tone="success">In sync</Badge>;
  return <Badge tone="info">{`Catching up: ${formatCount(behind)} blocks behind the node`}</Badge>;
}

function rows(info: NodeInfo, nodeHead: number | undefined, nodeError: boolean): Detail[] {
  const notReported = <Unavailable>Not reported by the API</Unavailable>;
  return [
    { label: 'Network', value: info.networkName },
    {
      label: 'Node head block',
      value:
        nodeHead === undefined ? (
          <Unavailable>{nodeError ? 'The node did not answer' : 'Asking the node…'}</Unavailable>
        ) : (
          <BlockLink number={nodeHead} />
        ),
    },
    { label: 'Indexed head block', value: <BlockLink number={info.latestBlock} /> },
    { label: 'Solidified block', value: <BlockLink number={info.latestSolidifiedBlock} /> },
    { label: 'Sync state', value: <SyncState indexed={info.latestBlock} nodeHead={nodeHead} /> },
    {
      label: 'Indexer lag',
      value:
        info.indexerLagMs === null ? <Unavailable>Unknown</Unavailable> : formatDuration(info.indexerLagMs),
    },
    {
      label: 'Super Representatives',
      value: `${formatCount(info.activeWitnesses)} active of ${formatCount(info.witnesses)}`,
    },
    { label: 'Chain parameters', value: formatCount(info.chainParameters) },
    { label: 'Node version', value: notReported },
    { label: 'Peers', value: notReported },
  ];
}

/** The node's figures; skeleton rows while they load. */
export function NodeDetails({
  info,
  nodeHead,
  nodeError,
}: {
  info: NodeInfo | undefined;
  nodeHead: number | undefined;
  nodeError: boolean;
}) {
  if (info === undefined)
    return <DetailList loading items={LABELS.map((label) => ({ label, value: null }))} />;
  return <DetailList items={rows(info, nodeHead, nodeError)} />;
}
