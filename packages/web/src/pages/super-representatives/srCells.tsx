import type { Witness } from '@poxscan/api/schemas';
import { Link } from 'react-router';
import { formatCount } from '../../components/format/number';
import { WebLink } from '../../components/links/WebLink';
import { Badge } from '../../components/values/Badge';
import { srLabel } from '../../witnesses/srLabel';
import { type RewardParameters, syncState, voterApr, votesChangeText } from '../../witnesses/srMetrics';
import styles from './SrCells.module.css';

/** Producing SRs are in sync or behind; the others stand by. */
export function SrStatus({ sr, head }: { sr: Witness; head: number | undefined }) {
  if (!sr.active) return <Badge tone="neutral">Standby</Badge>;
  const sync = head === undefined ? undefined : syncState(sr.latestBlock, head);
  return (
    <span className={styles.badges}>
      <Badge tone="success">Producing</Badge>
      {sync?.kind === 'in-sync' ? <Badge tone="info">In sync</Badge> : null}
      {sync?.kind === 'behind' ? <Badge tone="danger">{formatCount(sync.blocks)} blocks behind</Badge> : null}
    </span>
  );
}

/** A website as its host name: "sr-1.example.org". */
function hostOf(url: string): string {
  try {
    return new URL(url).host || url;
  } catch {
    return url;
  }
}

/** The SR's name (opening its details) and its website. */
export function SrName({ sr, detailHref }: { sr: Witness; detailHref: (address: string) => string }) {
  return (
    <span>
      <Link to={detailHref(sr.address)} title={sr.address}>
        {srLabel(sr)}
      </Link>
      {sr.url ? (
        <WebLink url={sr.url} className={styles.sub} title={sr.url}>
          {hostOf(sr.url)}
        </WebLink>
      ) : null}
    </span>
  );
}

/** Yearly reward rate of a vote for this SR, or a dash when it earns nothing to share. */
export function aprOf(sr: Witness, rewards: RewardParameters | undefined): string {
  if (rewards === undefined) return '…';
  const rate = voterApr(
    { rank: sr.rank, votes: BigInt(sr.votes), brokerage: sr.brokerage, producing: sr.active },
    rewards,
  );
  return rate ?? '—';
}

/** The change of votes since the last maintenance; a dash until the indexer has read the real-time tally. */
export function VotesChange({ change }: { change: string | null }) {
  if (change === null)
    return (
      <small className={styles.note} title="The real-time tally has not been read yet">
        —
      </small>
    );
  return (
    <small className={styles.note} title="Change since the last maintenance">
      {votesChangeText(change)} since maintenance
    </small>
  );
}
