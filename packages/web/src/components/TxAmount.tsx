import type { TransactionSummary } from '@poxscan/api/schemas';
import { TokenAmount } from './TokenAmount';

/**
 * What a transaction moved: its own amount, or for a contract call that sent no POX, the first token
 * transfer the call made ("66.88 YUSD +2 more" when it made several).
 */
export function TxAmount({ tx }: { tx: Pick<TransactionSummary, 'amount' | 'token' | 'tokenTransfer'> }) {
  const moved = tx.tokenTransfer;
  if (moved === null || (tx.token !== null && tx.amount !== '0'))
    return <TokenAmount amount={tx.amount} token={tx.token} />;
  return (
    <span>
      <TokenAmount amount={moved.amount} token={moved.token} />
      {moved.more > 0 ? <span title={`${moved.more} more token transfers`}> +{moved.more} more</span> : null}
    </span>
  );
}
