import type { Db } from '../../db/api-db.js';
import type { LiveHub } from '../../live/hub.js';
import type { PriceSource } from '../../price/source.js';
import type { Aggregates } from '../../queries/aggregates.js';
import type { NodeStatusSource } from '../../upstream/node-status.js';

export interface NodeRoutesOptions {
  db: Db;
  aggregates: Aggregates;
  live: LiveHub;
  nodeStatus: NodeStatusSource;
  priceSource?: PriceSource;
  networkName: string;
  /** The full node PRC721 tokenURIs are read from (one call per token ID page). */
  fullnodeUrl: string;
}
