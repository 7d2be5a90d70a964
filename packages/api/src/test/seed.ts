import type { Db } from '@poxscan/db';
import { seedChain } from './seed-chain.js';
import { seedState } from './seed-state.js';

export * from './seed-chain.js';
export { EVIL_TOKEN } from './seed-state.js';

/** The test chain; `t0` (the time of block 0) defaults to two hours ago. */
export async function seed(db: Db, t0?: number): Promise<void> {
  await seedChain(db, t0);
  await seedState(db);
}
