import type { ExecEnv } from '../contracts/registry.js';
import type { DevnetKeys } from '../keys.js';
import type { World } from '../state/world.js';
import type { BlockStore } from '../store/block-store.js';
import { blockIdOfHeader } from './block.js';
import { buildBlock } from './build-block.js';
import type { GenesisConfig } from './genesis-config.js';
import { missedSlots } from './schedule.js';
import type { StoredBlock } from './stored-block.js';
import { DamagedBlockError, verifyLoggedBlock, verifyReplayedReceipts } from './verify-block.js';

const ZERO_ADDRESS = `41${'00'.repeat(20)}`;

/**
 * Block 0: no signature, as java-tron's genesis block, and no transactions: java-tron's holds a
 * TransferContract for each genesis balance, which the devnet writes straight into the state instead.
 */
export function genesisBlock(config: GenesisConfig, timestamp: number): StoredBlock {
  const header = {
    number: 0,
    timestamp,
    txTrieRoot: '00'.repeat(32),
    parentHash: config.parentHash,
    witnessAddress: ZERO_ADDRESS,
    version: config.blockVersion,
  };
  return {
    number: 0,
    blockID: blockIdOfHeader(header),
    parentHash: config.parentHash,
    timestamp,
    witness: ZERO_ADDRESS,
    txTrieRoot: header.txTrieRoot,
    version: config.blockVersion,
    witnessSignature: '',
    transactions: [],
    receipts: [],
  };
}

export interface ReplayInputs {
  world: World;
  env: ExecEnv;
  store: BlockStore;
  keys: DevnetKeys;
  config: GenesisConfig;
  blockTimeMs: number;
}

function damaged(store: BlockStore, number: number, reason: string): Error {
  return new Error(
    `${store.locate(number)}: block ${number} is damaged: ${reason}; the devnet does not start on a damaged block log`,
  );
}

/** Runs one check of a logged block; whatever fails is reported as damage to that block. */
function checked<T>(store: BlockStore, number: number, step: () => T): T {
  try {
    return step();
  } catch (error) {
    const message = (error as Error).message;
    throw damaged(store, number, error instanceof DamagedBlockError ? message : `unreadable (${message})`);
  }
}

/**
 * Re-executes logged blocks from `from` on the restored state, verifying each one first (see
 * verifyLoggedBlock) and its receipts after; any damage or divergence is fatal and names the block.
 */
export async function replayBlocks(inputs: ReplayInputs, from: number): Promise<void> {
  const { world, store } = inputs;
  const genesis = store.get(0)!;
  for (let number = from; number <= store.height; number++) {
    const parent = store.get(number - 1)!;
    const logged = checked(store, number, () => {
      const block = store.get(number)!;
      verifyLoggedBlock(block, parent);
      return block;
    });
    const { block } = await buildBlock(
      {
        world,
        env: inputs.env,
        parent,
        slot: { timestamp: logged.timestamp, witness: logged.witness },
        missed: missedSlots(world, genesis.timestamp, inputs.blockTimeMs, parent.timestamp, logged.timestamp),
        genesisBlockId: genesis.blockID,
        dayMs: inputs.config.unfreezeDayMs,
        version: logged.version,
        witnessKey: inputs.keys.byHex.get(logged.witness)!.privateKey,
        // Signatures were checked when the block was produced; the log is the chain's own.
        admit: () => undefined,
      },
      logged.transactions,
    );
    if (block.blockID !== logged.blockID)
      throw damaged(
        store,
        number,
        'replaying it gives another block (a different witness signature or header)',
      );
    checked(store, number, () => verifyReplayedReceipts(logged, block));
  }
}
