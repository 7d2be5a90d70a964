import type { PriceResponse } from '@poxscan/api/schemas';
import { Unavailable } from '../feedback/QueryStates';

const USD = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 6,
});

/** The POX price in USD, or a plain "Unavailable" when no price source answers. */
export function PriceFigure({ price }: { price: PriceResponse }) {
  if (!price.available || price.usd === null) return <Unavailable>Unavailable</Unavailable>;
  return <>{USD.format(price.usd)}</>;
}

/** The line under the price, short enough for one line of a phone's tile: its 24 h change, and whether it is a testnet series. */
export function priceNote(price: PriceResponse): string | undefined {
  if (!price.available) return 'No price source';
  const change =
    price.change24h === null
      ? null
      : `${price.change24h >= 0 ? '+' : ''}${price.change24h.toFixed(2)}% (24 h)`;
  return [change, price.testnet ? 'testnet' : null].filter(Boolean).join(' · ') || undefined;
}
