import type { Db } from '@poxscan/db';
import { seedChain } from './seed-chain.js';
import { seedState } from './seed-state.js';

export * from './seed-chain.js';
export { EVIL_TOKEN } from './seed-state.js';

export async function seed(db: Db): Promise<void> {
  await seedChain(db);
  await seedState(db);
}
