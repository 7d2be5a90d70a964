import type { BlockDetail, HomeStats } from '@poxscan/api/schemas';
import { Link } from 'react-router';
import { paths } from '../../app/paths';
import { Amount } from '../../components/amounts/Amount';
import { formatCount } from '../../components/format/number';
import { formatUtc } from '../../components/format/time';
import { type Detail, DetailList } from '../../components/layout/DetailList';
import { AddressLink } from '../../components/links/AddressLink';
import { Age } from '../../components/values/Age';
import { Badge } from '../../components/values/Badge';
import { CopyButton } from '../../components/values/CopyButton';
import { EvenlyWrapped, HASH_PIECE } from '../../components/values/EvenlyWrapped';
import styles from './BlockDetails.module.css';

const LABELS = [
  'Height',
  'Status',
  'Time',
  'Hash',
  'Producer',
  'Transactions',
  'Size',
  'Parent hash',
  'Transaction trie root',
  'Version',
  'Energy used',
  'Bandwidth used',
  'Fees burned',
  'Producer reward',
];

/** Solidified once 19 SRs built on it; before that, the number of blocks on top of it. */
function BlockStatus({ block, head }: { block: BlockDetail; head: HomeStats | undefined }) {
  if (block.confirmed) return <Badge tone="success">Solidified</Badge>;
  if (head === undefined) return <Badge tone="info">Confirmed</Badge>;
  const confirmations = Math.max(0, head.latestBlock - block.number);
  return (
    <Badge tone="info">{`Confirmed (${formatCount(confirmations)} confirmations), not yet solidified`}</Badge>
  );
}

const Hash = ({ value, label }: { value: string; label: string }) => (
  <span className={styles.hash}>
    <EvenlyWrapped text={value} max={HASH_PIECE} />
    <CopyButton text={value} label={label} />
  </span>
);

function details(block: BlockDetail, head: HomeStats | undefined): Detail[] {
  const values = [
    formatCount(block.number),
    <BlockStatus key="s" block={block} head={head} />,
    <span key="t">
      <Age timestamp={block.timestamp} /> ({formatUtc(block.timestamp)})
    </span>,
    <Hash key="h" value={block.hash} label="block hash" />,
    <AddressLink key="p" address={block.witnessAddress} name={block.witnessName} full />,
    formatCount(block.transactionCount),
    `${formatCount(block.size)} bytes`,
    block.number > 0 ? (
      <Link key="ph" to={paths.blockDetails(String(block.number - 1))} className={styles.hash}>
        <EvenlyWrapped text={block.parentHash} max={HASH_PIECE} />
      </Link>
    ) : (
      <span key="ph" className={styles.hash}>
        <EvenlyWrapped text={block.parentHash} max={HASH_PIECE} />
      </span>
    ),
    <span key="r" className={styles.hash}>
      <EvenlyWrapped text={block.txTrieRoot} max={HASH_PIECE} />
    </span>,
    String(block.version),
    formatCount(Number(block.energyUsed)),
    `${formatCount(Number(block.bandwidthUsed))} bytes`,
    <Amount key="f" value={block.feesBurned} />,
    <Amount key="w" value={block.reward} />,
  ];
  return LABELS.map((label, i) => ({ label, value: values[i] }));
}

/** Every field of a block's header; skeletons hold the rows while it loads. */
export function BlockHeader({
  block,
  head,
}: {
  block: BlockDetail | undefined;
  head: HomeStats | undefined;
}) {
  if (block === undefined)
    return <DetailList loading items={LABELS.map((label) => ({ label, value: null }))} />;
  return <DetailList items={details(block, head)} />;
}
