import type { Chain } from '../chain/chain.js';
import type { ChainTx } from '../tx/types.js';

/** Simulated users: signed transactions for the next block. */
export interface TrafficSource {
  batchFor(chain: Chain): ChainTx[];
}
