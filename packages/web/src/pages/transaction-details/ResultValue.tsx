import type { TransactionDetail } from '@poxscan/api/schemas';
import { ResultBadge } from '../../components/values/TxStatus';
import styles from './TransactionDetails.module.css';

/** The outcome: Success, or Failed with the VM's result (REVERT, OUT_OF_ENERGY…) and the decoded reason. */
export function ResultValue({ tx }: { tx: TransactionDetail }) {
  return (
    <span className={styles.result}>
      <ResultBadge status={tx.status} />
      {tx.result && tx.result !== 'SUCCESS' ? <code>{tx.result}</code> : null}
      {tx.resultMessage ? <span className={styles.reason}>{`Reason: ${tx.resultMessage}`}</span> : null}
    </span>
  );
}
