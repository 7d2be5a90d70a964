import type { HexAddress } from '../address.js';
import type { ExecEnv } from '../contracts/registry.js';
import { payWitness } from '../state/rewards.js';
import type { World } from '../state/world.js';
import { TxRejected } from '../tx/errors.js';
import { executeTransaction } from '../tx/execute.js';
import type { TxReceipt } from '../tx/receipt.js';
import type { ChainTx } from '../tx/types.js';
import { encodeBlockTransaction, sealHeader, txTrieRootOf } from './block.js';
import type { BlockContext } from './context.js';
import { maintain, rankWitnesses, STANDBY_WITNESS_COUNT } from './maintenance.js';
import type { Slot } from './schedule.js';
import type { StoredBlock } from './stored-block.js';

export interface BlockInputs {
  world: World;
  env: ExecEnv;
  parent: { number: number; blockID: string };
  slot: Slot;
  missed: HexAddress[];
  genesisBlockId: string;
  dayMs: number;
  version: number;
  witnessKey: string;
  /** Called before each transaction; throws TxRejected to leave it out (duplicates, signatures…). */
  admit(tx: ChainTx, ctx: BlockContext): void;
}

export interface BuiltBlock {
  block: StoredBlock;
  rejected: Array<{ tx: ChainTx; error: TxRejected }>;
}

/**
 * java-tron's payStandbyWitness: each of the 127 most voted SRs gets `(long) (votes * ((double) pay /
 * voteSum))`, truncated in floating point, so a few sun of each block's pay are credited to no one.
 */
function payStandbyWitnesses(world: World): void {
  const pay = Number(world.param('getWitness127PayPerBlock'));
  const standby = rankWitnesses(world)
    .slice(0, STANDBY_WITNESS_COUNT)
    .filter((w) => w.voteCount > 0n);
  const total = standby.reduce((sum, w) => sum + w.voteCount, 0n);
  if (total === 0n) return;
  const perVote = pay / Number(total);
  for (const witness of standby)
    payWitness(world, witness.address, BigInt(Math.trunc(Number(witness.voteCount) * perVote)));
}

/**
 * Executes transactions into a new block on the current state (inside the journal's new block
 * segment), pays the block and standby rewards, runs a due maintenance and seals the header.
 * Transactions that fail validation are left out and reported.
 */
export async function buildBlock(inputs: BlockInputs, candidates: ChainTx[]): Promise<BuiltBlock> {
  const { world, slot } = inputs;
  const number = inputs.parent.number + 1;
  const ctx: BlockContext = {
    world,
    number,
    timestamp: slot.timestamp,
    witness: slot.witness,
    genesisBlockId: inputs.genesisBlockId,
    dayMs: inputs.dayMs,
  };
  world.journal.beginBlock();
  const transactions: ChainTx[] = [];
  const receipts: TxReceipt[] = [];
  const rejected: BuiltBlock['rejected'] = [];
  for (const tx of candidates) {
    const depth = world.journal.depth;
    world.journal.checkpoint();
    try {
      inputs.admit(tx, ctx);
      receipts.push(await executeTransaction(ctx, inputs.env, tx));
      transactions.push(tx);
      world.journal.commit();
    } catch (error) {
      world.journal.revertToDepth(depth);
      const rejection = error instanceof TxRejected ? error : new TxRejected('OTHER_ERROR', String(error));
      rejected.push({ tx, error: rejection });
    }
  }

  for (const address of inputs.missed) {
    const witness = world.witnesses.get(address);
    if (witness !== undefined)
      world.witnesses.set(address, { ...witness, totalMissed: witness.totalMissed + 1 });
  }
  const producer = world.witnesses.get(slot.witness)!;
  world.witnesses.set(slot.witness, {
    ...producer,
    totalProduced: producer.totalProduced + 1,
    latestBlockNum: number,
    latestSlotNum: Math.floor(slot.timestamp / 3000),
  });
  payWitness(world, slot.witness, BigInt(world.param('getWitnessPayPerBlock')));
  payStandbyWitnesses(world);
  if (slot.timestamp >= world.prop('nextMaintenanceTime')) maintain(world, slot.timestamp);

  const txTrieRoot = txTrieRootOf(
    transactions.map((tx, i) =>
      encodeBlockTransaction(tx.rawDataHex, tx.signature, receipts[i]!.contractRet),
    ),
  );
  const header = {
    number,
    timestamp: slot.timestamp,
    txTrieRoot,
    parentHash: inputs.parent.blockID,
    witnessAddress: slot.witness,
    version: inputs.version,
  };
  const { blockID, signature } = sealHeader(header, inputs.witnessKey);
  return {
    block: {
      number,
      blockID,
      parentHash: inputs.parent.blockID,
      timestamp: slot.timestamp,
      witness: slot.witness,
      txTrieRoot,
      version: inputs.version,
      witnessSignature: signature,
      transactions,
      receipts,
    },
    rejected,
  };
}
