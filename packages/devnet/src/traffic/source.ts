import type { Chain } from '../chain/chain.js';
import type { ChainTx } from '../tx/types.js';

/** Simulated users: signed transactions for the next block, built from the current head state. */
export interface TrafficSource {
  nextBatch(chain: Chain): Promise<ChainTx[]>;
}
