import type { HexAddress } from '../address.js';
import type { World } from '../state/world.js';

/** Where a transaction executes: the block being built (or the head block, for constant calls). */
export interface BlockContext {
  world: World;
  number: number;
  timestamp: number;
  witness: HexAddress;
  /** Block id of block 0, for the CHAINID opcode. */
  genesisBlockId: string;
  /** Length of one unfreeze-delay "day" in ms (86,400,000 on mainnet; shortened on the devnet). */
  dayMs: number;
}

export const SLOT_MS = 3_000;
/** java-tron's resource recovery window: 24 h expressed in 3-second slots. */
export const WINDOW_SLOTS = 28_800n;
export const TRX_PRECISION = 1_000_000n;
