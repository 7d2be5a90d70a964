import { hexToBytes, recoverBlockWitness, toHexAddress } from '@poxscan/protocol';
import { identify } from '../tx/codec.js';
import { receiptJson } from '../tx/receipt-json.js';
import { blockIdOfHeader, encodeBlockTransaction, txTrieRootOf } from './block.js';
import { blockJsonOf } from './block-json.js';
import type { StoredBlock } from './stored-block.js';

/** A block read back from the log that is not the block the chain wrote. */
export class DamagedBlockError extends Error {}

function check(ok: boolean, reason: string): void {
  if (!ok) throw new DamagedBlockError(reason);
}

/**
 * Checks a logged block against itself and its parent, as a node checks a block it receives:
 * each txID and raw_data from raw_data_hex, the merkle root of the transactions, the blockID, the
 * parent link and the witness signature. Throws DamagedBlockError saying what does not hold.
 */
export function verifyLoggedBlock(block: StoredBlock, parent: StoredBlock | undefined): void {
  block.transactions.forEach((tx, i) => {
    const decoded = identify(hexToBytes(tx.rawDataHex), tx.signature);
    check(decoded.txID === tx.txID, `transaction ${i}: txID ${tx.txID} is not the hash of its raw_data_hex`);
    check(
      JSON.stringify(decoded.rawData) === JSON.stringify(tx.rawData),
      `transaction ${tx.txID}: raw_data differs from raw_data_hex`,
    );
  });
  check(block.receipts.length === block.transactions.length, 'not one receipt per transaction');
  const root = txTrieRootOf(
    block.transactions.map((tx, i) =>
      encodeBlockTransaction(tx.rawDataHex, tx.signature, block.receipts[i]!.contractRet),
    ),
  );
  check(
    block.number === 0 || root === block.txTrieRoot,
    `txTrieRoot ${block.txTrieRoot} is not the merkle root of its transactions`,
  );
  const header = {
    number: block.number,
    timestamp: block.timestamp,
    txTrieRoot: block.txTrieRoot,
    parentHash: block.parentHash,
    witnessAddress: block.witness,
    version: block.version,
  };
  check(blockIdOfHeader(header) === block.blockID, `blockID ${block.blockID} is not the hash of its header`);
  if (parent === undefined) return;
  check(block.parentHash === parent.blockID, `parentHash is not block ${parent.number}'s blockID`);
  let signer: string | undefined;
  try {
    signer = toHexAddress(recoverBlockWitness(blockJsonOf(block, false).block_header));
  } catch {
    signer = undefined;
  }
  check(signer === block.witness, 'the witness signature does not recover to the witness address');
}

/** Checks that replaying a logged block gave the receipts the log holds. */
export function verifyReplayedReceipts(logged: StoredBlock, replayed: StoredBlock): void {
  logged.receipts.forEach((receipt, i) => {
    const txID = logged.transactions[i]!.txID;
    const replayedReceipt = replayed.receipts[i];
    check(
      replayedReceipt !== undefined &&
        JSON.stringify(receiptJson(receipt)) === JSON.stringify(receiptJson(replayedReceipt)),
      `transaction ${txID}: its logged result differs from what replaying it gives`,
    );
  });
}
