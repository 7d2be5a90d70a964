import type { TxReceipt } from '../tx/receipt.js';
import type { ChainTx } from '../tx/types.js';

/** A block as the chain stores it: header fields, transactions and their receipts. */
export interface StoredBlock {
  number: number;
  blockID: string;
  parentHash: string;
  timestamp: number;
  witness: string;
  txTrieRoot: string;
  version: number;
  witnessSignature: string;
  transactions: ChainTx[];
  receipts: TxReceipt[];
}
