import { isPrice, type PricePoint, type PriceSource } from './source.js';

/**
 * A recorded series, e.g. the configured price of the testnet token: served as recorded, never
 * interpolated or extended, and labelled as testnet data.
 */
export function recordedPriceSource(points: readonly PricePoint[], name = 'testnet'): PriceSource {
  for (const p of points) {
    if (!isPrice(p.time, p.usd)) {
      throw new TypeError(`invalid price point ${JSON.stringify(p)}`);
    }
  }
  const sorted = [...points].sort((a, b) => a.time - b.time);
  return {
    name,
    testnet: true,
    async history(fromMs, toMs) {
      return sorted.filter((p) => p.time >= fromMs && p.time <= toMs);
    },
  };
}
