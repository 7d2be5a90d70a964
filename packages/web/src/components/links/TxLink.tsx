import { Link } from 'react-router';
import { paths } from '../../app/paths';
import { middleEllipsis } from '../format/number';
import { CopyButton } from '../values/CopyButton';
import { EvenlyWrapped, HASH_PIECE } from '../values/EvenlyWrapped';
import styles from './Links.module.css';

/** A transaction hash linking to its details, shortened unless `full`, with a copy button. */
export function TxLink({
  hash,
  full = false,
  copy = true,
}: {
  hash: string;
  full?: boolean;
  copy?: boolean;
}) {
  return (
    <span className={styles.item}>
      <Link to={paths.transactionDetails(hash)} title={hash} className={styles.mono}>
        {full ? <EvenlyWrapped text={hash} max={HASH_PIECE} /> : middleEllipsis(hash, 8, 6)}
      </Link>
      {copy ? <CopyButton text={hash} label="transaction hash" /> : null}
    </span>
  );
}
