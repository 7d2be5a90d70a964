import { accountAddress } from './address.js';
import type { Chain } from './chain/chain.js';
import type { TrafficSource } from './traffic/source.js';

/** Controls for tests: fast-forward, induced forks and SR outages. */
export interface DevnetHooks {
  /** Produces `count` blocks back to back (with simulated traffic when it is on), as fast as possible. */
  produceBlocks(count: number): Promise<void>;
  /** Replaces the last `depth` blocks with a different branch of `depth + 1` blocks. */
  fork(depth: number): Promise<void>;
  /** An offline SR misses its slots until it comes back. */
  setWitnessOffline(address: string, offline: boolean): void;
}

export function createHooks(chain: Chain, traffic: TrafficSource | undefined): DevnetHooks {
  return {
    async produceBlocks(count) {
      if (!Number.isInteger(count) || count < 1) throw new RangeError('count must be a positive integer');
      // Pipelined: the next batch is chosen from the state before the current block and signed on
      // the crypto worker while this block executes on the main thread.
      let next = traffic?.nextBatch(chain);
      for (let i = 0; i < count; i++) {
        const batch = next === undefined ? [] : await next;
        next = i + 1 < count ? traffic?.nextBatch(chain) : undefined;
        await chain.produce(batch);
      }
    },
    fork: (depth) => chain.fork(depth),
    setWitnessOffline(address, offline) {
      const hex = accountAddress(address);
      if (hex === undefined || !chain.world.witnesses.has(hex))
        throw new RangeError(`${address} is not an SR`);
      if (offline) chain.offline.add(hex);
      else chain.offline.delete(hex);
    },
  };
}
