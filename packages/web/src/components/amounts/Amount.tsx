import { POX_DECIMALS } from '@poxscan/protocol/browser';
import { formatAmount } from '../format/amount';
import styles from './Amount.module.css';

/**
 * An amount in base units shown in whole tokens with thousands separators. Where room is tight (lists)
 * it is shortened, an ellipsis marking the cut and every digit in the hover title; `exact` shows every
 * digit (details pages).
 */
export function Amount({
  value,
  decimals = POX_DECIMALS,
  symbol = 'POX',
  exact = false,
}: {
  value: string;
  decimals?: number;
  symbol?: string | null;
  exact?: boolean;
}) {
  const { short, full, cut } = formatAmount(value, decimals);
  const unit = symbol ? ` ${symbol}` : '';
  return (
    <span className={styles.amount} title={`${full}${unit}`}>
      {exact ? full : short}
      {cut && !exact ? '…' : ''}
      {unit}
    </span>
  );
}
