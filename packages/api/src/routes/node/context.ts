import type { ApiDb } from '../../db/api-db.js';
import type { LiveHub } from '../../live/hub.js';
import type { PriceSource } from '../../price/source.js';

export interface NodeRoutesOptions {
  db: ApiDb;
  live: LiveHub;
  priceSource?: PriceSource;
  networkName: string;
}
