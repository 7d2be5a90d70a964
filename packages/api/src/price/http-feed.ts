import type { PricePoint, PriceSource } from './source.js';

export interface HttpFeedOptions {
  /**
   * A feed answering `{ "prices": [[ms, usd], …] }` (the market-chart shape of the common price APIs)
   * for `?days=N`.
   */
  url: string;
  name?: string;
  cacheMs?: number;
  timeoutMs?: number;
}

function parsePrices(body: unknown): PricePoint[] {
  const prices = (body as { prices?: unknown } | null)?.prices;
  if (!Array.isArray(prices)) throw new Error('price feed answer has no prices array');
  return prices
    .filter(
      (p): p is [number, number] =>
        Array.isArray(p) && Number.isFinite(p[0]) && Number.isFinite(p[1]) && p[1] >= 0,
    )
    .map(([time, usd]) => ({ time: Math.trunc(time), usd }))
    .sort((a, b) => a.time - b.time);
}

/** A market price feed over HTTP, cached so a burst of visitors makes one upstream call. */
export function httpPriceSource(opts: HttpFeedOptions): PriceSource {
  const cacheMs = opts.cacheMs ?? 60_000;
  const cache = new Map<number, { at: number; points: Promise<PricePoint[]> }>();
  const fetchDays = (days: number): Promise<PricePoint[]> => {
    const hit = cache.get(days);
    if (hit && Date.now() - hit.at < cacheMs) return hit.points;
    const url = new URL(opts.url);
    url.searchParams.set('days', String(days));
    const points = fetch(url, { signal: AbortSignal.timeout(opts.timeoutMs ?? 10_000) })
      .then(async (res) => {
        if (!res.ok) throw new Error(`price feed answered HTTP ${res.status}`);
        return parsePrices(await res.json());
      })
      .catch((error: unknown) => {
        cache.delete(days);
        throw error;
      });
    cache.set(days, { at: Date.now(), points });
    return points;
  };
  return {
    name: opts.name ?? new URL(opts.url).host,
    testnet: false,
    async history(fromMs, toMs) {
      const days = Math.min(365, Math.max(1, Math.ceil((Date.now() - fromMs) / 86_400_000)));
      const points = await fetchDays(days);
      return points.filter((p) => p.time >= fromMs && p.time <= toMs);
    },
  };
}
