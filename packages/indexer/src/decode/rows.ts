import type { TokenStandard } from '@poxscan/db';

// Rows as the indexer builds them from node JSON, before they get their seq numbers. Times are ms
// since epoch, amounts bigint. The rollback reads rows back into these same shapes, so forward and
// backward bookkeeping run the same code.

export interface BlockRow {
  num: number;
  hash: string;
  parentHash: string;
  time: number;
  witness: string;
  txTrieRoot: string;
  version: number;
  size: number;
  txCount: number;
  transferCount: number;
  internalTxCount: number;
  eventCount: number;
  energyUsed: number;
  netUsed: number;
  fee: bigint;
  /** the producer's pay, sun */
  reward: bigint;
  /** the block's pay to the 127 most voted SRs and their voters, sun */
  standbyReward: bigint;
}

export interface TxRow {
  hash: string;
  blockNum: number;
  time: number;
  contractType: number;
  owner: string;
  to: string | null;
  contractAddress: string | null;
  amount: bigint;
  tokenId: string | null;
  fee: bigint;
  /** receipt.energy_usage_total */
  energyUsage: number;
  /** the part of it the caller's staked energy paid (receipt.energy_usage) */
  callerEnergyUsage: number;
  /** the part of it the contract deployer's stake paid (receipt.origin_energy_usage) */
  originEnergyUsage: number;
  energyFee: bigint;
  netUsage: number;
  netFee: bigint;
  feeLimit: number | null;
  success: boolean;
  result: string;
  /** the contract's resource where it names one (staking, delegation) */
  resource: string | undefined;
}

/**
 * The columns of a transaction that only its stored row holds, in their stored forms, made where the
 * block is decoded (the fetch thread) so the writer only places them.
 */
export interface TxStoredColumns {
  resultMessage: string | null;
  revertReason: string | null;
  methodId: string | null;
  memo: string | null;
  /** the parameter as jsonb text, or null where readers decode it from raw_data */
  parameterJson: string | null;
  /** the signatures as a jsonb list, where any is not 65 bytes */
  signaturesJson: string | null;
  /** the 65-byte signatures one after the other, lowercase hex, where all are */
  signatureBytesHex: string | null;
  /** Transaction.raw as stored (storedRawDataHex of the node's bytes and this row), lowercase hex */
  storedRawDataHex: string;
}

/** What a transaction adds to the chain tables and nothing else reads. */
export interface TxStored {
  columns: TxStoredColumns;
  logs: LogRow[];
  internals: InternalTxRow[];
}

export interface LogRow {
  logIndex: number;
  contractAddress: string;
  /** lowercase hex, as the data */
  topics: string[];
  data: string;
  eventName: string | null;
  eventSignature: string | null;
}

export interface InternalTxRow {
  idx: number;
  hash: string;
  caller: string;
  to: string;
  callValue: bigint;
  tokenValues: { tokenId: string; callValue: string }[] | null;
  note: string;
  rejected: boolean;
}

export interface TransferRow {
  standard: TokenStandard;
  tokenId: string;
  from: string;
  to: string;
  amount: bigint;
  nftId: bigint | null;
}

export interface ContractCreated {
  address: string;
  creator: string;
}

/** A transaction with everything derived from it. */
export interface DecodedTx {
  row: TxRow;
  /** null where the block's `text` or `arrays` holds its chain rows instead */
  stored: TxStored | null;
  transfers: TransferRow[];
  contractsCreated: ContractCreated[];
  /** PRC10 id issued by an AssetIssueContract */
  assetIssued: string | null;
}

export interface Seqs {
  /** seq of the last transaction written so far */
  tx: number;
  /** seq of the last transfer written so far */
  transfer: number;
}

/**
 * The COPY text of a block's transaction, event log, internal transaction and transfer rows, one line
 * a row, as UTF-8 bytes: each buffer its own, so the fetch thread hands them over without a copy and
 * the writer sends them to the server as they are. Each line starts with its seqs (a transfer's own
 * seq, then its transaction's), counted on from `from`; the writer moves them where the block falls
 * elsewhere.
 */
export interface ChainText {
  /** the seqs the lines count on from: of the last transaction and transfer before the block */
  from: Seqs;
  transactions: Uint8Array;
  eventLogs: Uint8Array;
  internals: Uint8Array;
  transfers: Uint8Array;
  /** each event's topic 0 (hex) and signature, once */
  eventSignatures: [string, string][];
}

/**
 * A block's transaction, event log, internal transaction and transfer rows as the insides of
 * PostgreSQL array literals, one per column (elements joined by commas, '' for no rows): what the
 * writer's `unnest` statements take as parameters, made on the fetch thread for PGlite. The seq
 * columns (each table's first, and a transfer's second) count on from `from`.
 */
export interface ChainArrays {
  from: Seqs;
  transactions: string[];
  eventLogs: string[];
  internals: string[];
  transfers: string[];
  /** each event's topic 0 (hex) and signature, once */
  eventSignatures: [string, string][];
}

export interface DecodedBlock {
  block: BlockRow;
  txs: DecodedTx[];
  /**
   * The chain rows as COPY text, made on the fetch thread for PostgreSQL; then every transaction's
   * `stored` is null, which keeps the message between the threads small.
   */
  text?: ChainText;
  /** the chain rows as array literals, made on the fetch thread for PGlite; `stored` is null then too */
  arrays?: ChainArrays;
}
