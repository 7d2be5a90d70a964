import type { Witness } from '@poxscan/api/schemas';
import { Amount } from '../../components/amounts/Amount';
import { formatAmount } from '../../components/format/amount';
import styles from './Votes.module.css';

/**
 * An SR's votes as the node tallies them now, so a vote shows once its block is indexed rather than at
 * the next maintenance; the maintenance count, which ranks SRs, is the note when it differs.
 */
export function VotesNow({ sr }: { sr: Witness }) {
  if (sr.realtimeVotes === null || sr.realtimeVotes === sr.votes)
    return <Amount value={sr.realtimeVotes ?? sr.votes} decimals={0} symbol={null} />;
  return (
    <span>
      <Amount value={sr.realtimeVotes} decimals={0} symbol={null} />
      <small className={styles.sub}>{formatAmount(sr.votes, 0).short} at the last maintenance</small>
    </span>
  );
}
