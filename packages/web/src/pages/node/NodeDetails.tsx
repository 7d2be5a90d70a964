import type { NodeInfo } from '@poxscan/api/schemas';
import { Unavailable } from '../../components/feedback/QueryStates';
import { formatCount } from '../../components/format/number';
import { formatDuration } from '../../components/format/time';
import { type Detail, DetailList } from '../../components/layout/DetailList';
import { BlockLink } from '../../components/links/BlockLink';
import { Badge } from '../../components/values/Badge';

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
  'Connections',
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

type NodeStatus = NonNullable<NodeInfo['node']>;

/** "4.8.1 (build 18306, p2p 11111)": the parts the node reports. */
function versionText(node: NodeStatus): string | null {
  const extra = [
    node.versionNumber && `build ${node.versionNumber}`,
    node.p2pVersion && `p2p ${node.p2pVersion}`,
  ].filter(Boolean);
  if (node.version === null) return null;
  return extra.length > 0 ? `${node.version} (${extra.join(', ')})` : node.version;
}

function Peers({ peers }: { peers: NodeStatus['peers'] }) {
  if (peers === null) return <Unavailable>The node did not list its peers</Unavailable>;
  if (peers.total === 0) return <>None known</>;
  const shown = peers.list.map((p) => `${p.host}:${p.port}`).join(', ');
  const more = peers.total - peers.list.length;
  return <>{`${formatCount(peers.total)}: ${shown}${more > 0 ? ` and ${formatCount(more)} more` : ''}`}</>;
}

function nodeRows(node: NodeStatus | null): Detail[] {
  const silent = <Unavailable>The node did not answer</Unavailable>;
  if (node === null)
    return [
      { label: 'Node version', value: silent },
      { label: 'Connections', value: silent },
      { label: 'Peers', value: silent },
    ];
  const { current, active, passive } = node.connections;
  return [
    {
      label: 'Node version',
      value: versionText(node) ?? <Unavailable>Not reported by the node</Unavailable>,
    },
    {
      label: 'Connections',
      value: `${formatCount(current)} (${formatCount(active)} outgoing, ${formatCount(passive)} incoming)`,
    },
    { label: 'Peers', value: <Peers peers={node.peers} /> },
  ];
}

function rows(info: NodeInfo, nodeHead: number | undefined, nodeError: boolean): Detail[] {
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
    ...nodeRows(info.node),
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
