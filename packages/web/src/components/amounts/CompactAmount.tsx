import { POX_DECIMALS } from '@poxscan/protocol/browser';
import { formatAmount } from '../format/amount';
import { compactUnits } from '../format/compact';

/** A large amount in a figure tile: "42.88 M POX", every digit in the hover title. */
export function CompactAmount({
  value,
  decimals = POX_DECIMALS,
  symbol = 'POX',
}: {
  value: string;
  decimals?: number;
  symbol?: string | null;
}) {
  const unit = symbol ? ` ${symbol}` : '';
  return (
    <span
      title={`${formatAmount(value, decimals).full}${unit}`}
    >{`${compactUnits(value, decimals)}${unit}`}</span>
  );
}
