import { readFileSync } from 'node:fs';
import { type PriceSource, recordedPriceSource } from '@poxscan/api';

/** Reads a recorded testnet price series: a JSON array of { time: ms since epoch, usd: number }. */
export function loadPriceSeries(path: string): PriceSource {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new Error(`--price-series: cannot read ${path}: ${(error as Error).message}`);
  }
  if (!Array.isArray(parsed))
    throw new Error(`--price-series: ${path} must hold a JSON array of { time, usd }`);
  try {
    return recordedPriceSource(parsed as { time: number; usd: number }[]);
  } catch (error) {
    throw new Error(`--price-series: ${path}: ${(error as Error).message}`);
  }
}
