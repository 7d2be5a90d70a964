import { useApiQuery } from '../../api/useApiQuery';
import { BlockLink } from '../links/BlockLink';
import styles from './HistoryStart.module.css';

const MINUTE = 60_000;

/**
 * Where the explorer's history starts, on a list that would otherwise imply the chain began with its
 * oldest row: shown only when it was started mid-chain (history from a block other than genesis).
 */
export function HistoryStart() {
  const stats = useApiQuery('homeStats', undefined, { staleTime: MINUTE });
  const from = stats.data?.indexedFrom;
  if (!from) return null;
  return (
    <p className={styles.note}>
      Indexed from block <BlockLink number={from} />: nothing older is listed here.
    </p>
  );
}
