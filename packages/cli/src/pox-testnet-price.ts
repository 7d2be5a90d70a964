import { configuredPriceSource, type PriceSource } from '@poxscan/api';

/**
 * The POX testnet's configured reference price: a set value, not a market. `poxscan start` serves it
 * on the devnet (labelled testnet) so the home price, the chart and USD values have a series; a
 * recorded series (`--price-series`) replaces it.
 */
const POX_TESTNET_PRICE = [{ from: Date.UTC(2026, 0, 1), usd: 0.0125 }];

export function poxTestnetPrice(): PriceSource {
  return configuredPriceSource(POX_TESTNET_PRICE, 'POX testnet reference price');
}
