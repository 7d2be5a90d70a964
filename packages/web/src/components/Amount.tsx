import { POX_DECIMALS } from '@poxscan/protocol/browser';
import styles from './Amount.module.css';
import { formatAmount } from './format/amount';

/**
 * An amount in base units shown in whole tokens with thousands separators; the full precision is in
 * the hover title (and an ellipsis marks a cut).
 */
export function Amount({
  value,
  decimals = POX_DECIMALS,
  symbol = 'POX',
}: {
  value: string;
  decimals?: number;
  symbol?: string | null;
}) {
  const { short, full, cut } = formatAmount(value, decimals);
  const unit = symbol ? ` ${symbol}` : '';
  return (
    <span className={styles.amount} title={`${full}${unit}`}>
      {short}
      {cut ? '…' : ''}
      {unit}
    </span>
  );
}
