import type { ContractJson, JsonInt, RawDataJson, TransactionJson } from '../transaction/types.js';

// java-tron's block JSON (hex form, visible=false), defined once for every package: the shape a
// reader can count on, and the stricter one a producing node always writes.

/** A transaction inside a block: a node always gives its ID and raw bytes. */
export interface BlockTransactionJson<I extends JsonInt = number> extends TransactionJson<I> {
  txID: string;
  raw_data_hex: string;
}

/** A block as getblock, getblockbynum, getnowblock and getblockbylimitnext serve it. */
export interface BlockJson<I extends JsonInt = number> {
  blockID: string;
  block_header: {
    raw_data: {
      /** absent for block 0 (java-tron leaves default values out) */
      number?: number;
      txTrieRoot?: string;
      witness_address: string;
      parentHash: string;
      version?: number;
      timestamp?: number;
    };
    witness_signature?: string;
  };
  /** absent when the block has none, or when asked without detail */
  transactions?: BlockTransactionJson<I>[];
}

/** raw_data as a producing node writes it: each contract's type_url and the expiration are set. */
export interface ProducedRawDataJson extends RawDataJson {
  contract: Array<ContractJson & { parameter: { type_url: string; value: Record<string, unknown> } }>;
  expiration: number;
}

/** A transaction as a producing node writes it: signed, with its result once executed. */
export interface ProducedTransactionJson extends BlockTransactionJson {
  raw_data: ProducedRawDataJson;
  signature: string[];
  ret?: Array<{ contractRet: string }>;
}

/** A block as a producing node writes it: every header field but a zero number is present. */
export interface ProducedBlockJson extends BlockJson {
  block_header: {
    raw_data: {
      number?: number;
      txTrieRoot: string;
      witness_address: string;
      parentHash: string;
      version: number;
      timestamp: number;
    };
    witness_signature?: string;
  };
  transactions?: ProducedTransactionJson[];
}
