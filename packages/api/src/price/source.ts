/** One observed price. */
export interface PricePoint {
  time: number;
  usd: number;
}

/**
 * Where POX prices come from. `testnet` marks a series that is not market data (a configured testnet
 * price), so the web app can label it.
 */
export interface PriceSource {
  readonly name: string;
  readonly testnet: boolean;
  /** Points in [fromMs, toMs], oldest first. */
  history(fromMs: number, toMs: number): Promise<PricePoint[]>;
}

/** A price a configured or recorded series may hold: a non-negative amount at a whole millisecond. */
export function isPrice(time: number, usd: number): boolean {
  return Number.isFinite(usd) && usd >= 0 && Number.isInteger(time) && time >= 0;
}

/** The latest point at or before `at`, and the change against the latest point 24 h earlier. */
export async function quote(source: PriceSource, at: number) {
  const day = 86_400_000;
  const points = await source.history(at - 2 * day, at);
  const latest = points.at(-1);
  if (latest === undefined) return null;
  const before = points.filter((p) => p.time <= latest.time - day).at(-1);
  const change24h = before && before.usd !== 0 ? ((latest.usd - before.usd) / before.usd) * 100 : null;
  return { ...latest, change24h };
}
