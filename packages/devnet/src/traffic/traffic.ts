import type { Logger } from 'pino';
import type { DevnetKeys } from '../keys.js';
import type { TrafficSource } from './source.js';

export type TrafficLevel = 'off' | 'low' | 'high';

export function createTraffic(
  level: TrafficLevel,
  keys: DevnetKeys,
  seed: number,
  logger: Logger,
): TrafficSource | undefined {
  if (level === 'off') return undefined;
  void keys;
  void seed;
  logger.warn('traffic is not available yet');
  return undefined;
}
