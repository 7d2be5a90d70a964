import { type DevnetKey, deriveKey } from '../keys.js';

/** Keys of simulated users not created yet, derived in order as the traffic creates them. */
export class LazyKeys {
  constructor(
    private readonly seed: number,
    private index: number,
  ) {}

  take(): DevnetKey {
    return deriveKey(this.seed, 'traffic-user', this.index++);
  }
}
