import type { TransactionSummary } from '@poxscan/api/schemas';
import { TokenAmount } from './TokenAmount';
import styles from './TxAmount.module.css';

/**
 * What a transaction moved: its own amount, or for a contract call that sent no POX, the first token
 * transfer the call made ("66.88 YUSD +2 more" when it made several). `exact` shows every digit.
 */
export function TxAmount({
  tx,
  exact = false,
}: {
  tx: Pick<TransactionSummary, 'amount' | 'token' | 'tokenTransfer'>;
  exact?: boolean;
}) {
  const moved = tx.tokenTransfer;
  if (moved === null || (tx.token !== null && tx.amount !== '0'))
    return <TokenAmount amount={tx.amount} token={tx.token} exact={exact} />;
  return (
    <span>
      <TokenAmount amount={moved.amount} token={moved.token} exact={exact} />
      {moved.more > 0 ? (
        <span className={styles.more} title={`${moved.more} more token transfers`}>
          {` +${moved.more} more`}
        </span>
      ) : null}
    </span>
  );
}
