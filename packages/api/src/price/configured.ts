import { isPrice, type PricePoint, type PriceSource } from './source.js';

/** A price set by configuration from `from` (ms since epoch) until the next change. */
export interface PriceSetting {
  from: number;
  usd: number;
}

const DAY = 86_400_000;

/**
 * The series of a configured (not traded) testnet price: the price in force at each UTC midnight and at
 * each change, plus the end of the asked range, so a chart and a 24 h change can be drawn. Nothing
 * before the first setting; labelled as testnet data.
 */
export function configuredPriceSource(settings: readonly PriceSetting[], name: string): PriceSource {
  if (settings.length === 0) throw new TypeError('a configured price needs at least one setting');
  for (const s of settings) {
    if (!isPrice(s.from, s.usd)) {
      throw new TypeError(`invalid price setting ${JSON.stringify(s)}`);
    }
  }
  const sorted = [...settings].sort((a, b) => a.from - b.from);
  const priceAt = (time: number) => sorted.filter((s) => s.from <= time).at(-1)?.usd;
  return {
    name,
    testnet: true,
    async history(fromMs, toMs) {
      const start = Math.max(fromMs, sorted[0]!.from);
      if (toMs < start) return [];
      const times = new Set<number>([start, toMs]);
      for (let t = Math.ceil(start / DAY) * DAY; t < toMs; t += DAY) times.add(t);
      for (const s of sorted) if (s.from > start && s.from < toMs) times.add(s.from);
      return [...times].sort((a, b) => a - b).map((time): PricePoint => ({ time, usd: priceAt(time)! }));
    },
  };
}
