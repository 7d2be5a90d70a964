import type { ProducedBlockJson as BlockJson } from '@poxscan/protocol';
import { transactionFromJson, transactionJson } from '../tx/codec.js';
import type { TxReceipt } from '../tx/receipt.js';
import type { StoredBlock } from './stored-block.js';

export type { BlockJson };

/** java-tron's JSON of a block in hex form; `detail=false` leaves out the transactions (getblock). */
export function blockJsonOf(block: StoredBlock, detail = true): BlockJson {
  const json: BlockJson = {
    blockID: block.blockID,
    block_header: {
      raw_data: {
        // Block 0 has number 0, the default that java-tron's JSON omits.
        ...(block.number === 0 ? {} : { number: block.number }),
        txTrieRoot: block.txTrieRoot,
        witness_address: block.witness,
        parentHash: block.parentHash,
        version: block.version,
        timestamp: block.timestamp,
      },
      ...(block.witnessSignature === '' ? {} : { witness_signature: block.witnessSignature }),
    },
  };
  if (detail && block.transactions.length > 0) {
    json.transactions = block.transactions.map((tx, i) =>
      transactionJson(tx, block.receipts[i]!.contractRet),
    );
  }
  return json;
}

/** The block that blockJsonOf wrote, with its receipts. */
export function blockFromJson(json: BlockJson, receipts: TxReceipt[]): StoredBlock {
  const raw = json.block_header.raw_data;
  return {
    number: raw.number ?? 0,
    blockID: json.blockID,
    parentHash: raw.parentHash,
    timestamp: raw.timestamp,
    witness: raw.witness_address,
    txTrieRoot: raw.txTrieRoot,
    version: raw.version,
    witnessSignature: json.block_header.witness_signature ?? '',
    transactions: (json.transactions ?? []).map(transactionFromJson),
    receipts,
  };
}
