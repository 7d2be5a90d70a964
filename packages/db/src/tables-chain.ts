import type { ColumnType } from 'kysely';
import type { DefaultedNumeric } from './tables-state.js';

/** numeric: read as a decimal string, written from a string or a bigint. */
export type Numeric = ColumnType<string, string | bigint, string | bigint>;
/** timestamptz: read as a Date, written from a Date or an ISO string. */
export type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** jsonb: read as parsed JSON, written as JSON text (pg would turn a JS array into a SQL array). */
export type Json<T> = ColumnType<T, string, string>;

export type TokenStandard = 'POX' | 'PRC10' | 'PRC20' | 'PRC721';

export interface BlocksTable {
  num: number;
  hash: string;
  parent_hash: string;
  block_time: Timestamp;
  witness_address: string;
  tx_trie_root: string;
  version: number;
  /** bytes of the block's protobuf encoding */
  size: number;
  tx_count: number;
  transfer_count: number;
  internal_tx_count: number;
  event_count: number;
  energy_used: number;
  net_used: number;
  /** sum of the transactions' fees, sun */
  fee: Numeric;
  /** the producing witness's pay for this block, sun */
  reward: Numeric;
  /** what the block credits of getWitness127PayPerBlock to the 127 most voted SRs and their voters, sun (0027) */
  standby_reward: DefaultedNumeric;
  /** transactions per second over the 100 blocks ending here (0011); null before 100 earlier blocks */
  window_rate: ColumnType<number | null, number | null | undefined, number | null>;
  /**
   * seq of the last transaction in this block or before it, 0 before any (0035): the block's
   * transactions are the seqs last_tx_seq - tx_count + 1 … last_tx_seq
   */
  last_tx_seq: number;
  /**
   * seq of the last transfer in this block or before it, 0 before any (0042): the block's transfers
   * are the seqs last_transfer_seq - transfer_count + 1 … last_transfer_seq
   */
  last_transfer_seq: number;
}

export interface TransactionsTable {
  /** 1-based position of the transaction in the whole chain: dense, so page N is a seq range */
  seq: number;
  /** the txID's 32 bytes (0031): readers give it as hex with txHashHex, writers as '\\x' and the hex */
  hash: ColumnType<Uint8Array, string, string>;
  /** its position inside the block is seq - blockFirstTxSeq(block_num) (0040 dropped idx) */
  block_num: number;
  block_time: Timestamp;
  /** protocol contract type number (TransferContract = 1 …) */
  contract_type: number;
  owner_address: string;
  /**
   * recipient, receiver, voted-for witness or called/created contract (readers give the contract
   * alone with txContractAddress: 0040 dropped contract_address, its copy)
   */
  to_address: string | null;
  /** POX (sun) or PRC10 units moved by the contract itself */
  amount: Numeric;
  /** PRC10 id when amount is a PRC10 amount */
  token_id: string | null;
  fee: Numeric;
  /** NULL for zero (0040): readers use txUsage, writers storedUsage */
  energy_usage: number | null;
  energy_fee: Numeric;
  /** NULL for zero, as energy_usage */
  net_usage: number | null;
  net_fee: Numeric;
  fee_limit: number | null;
  success: boolean;
  /**
   * contractRet / receipt result: REVERT, OUT_OF_ENERGY …; NULL for SUCCESS (0040): readers use
   * txResult, writers storedResult
   */
  result: string | null;
  result_message: string | null;
  revert_reason: string | null;
  /** 4-byte selector (8 hex digits) of a contract call */
  method_id: string | null;
  memo: string | null;
  /** the signatures as hex, only where one is not 65 bytes long (else signature_bytes) */
  signatures: Json<string[] | null>;
  /** the signatures, 65 bytes each, one after the other (NULL where `signatures` holds them) */
  signature_bytes: ColumnType<Uint8Array | null, string | null | undefined, string | null>;
  /**
   * the decoded contract parameter, addresses in base58; NULL where raw_data holds it (readers
   * decode it from there: contractParameterFromRawData)
   */
  parameter: Json<Record<string, unknown> | null>;
}

export interface EventLogsTable {
  tx_seq: number;
  log_index: number;
  contract_address: string;
  /** the topics, 32 bytes each (readers give them as hex: encode(topic0, 'hex')) */
  topic0: Topic;
  topic1: Topic;
  topic2: Topic;
  topic3: Topic;
  /** the log's data as bytes; written, like the topics, as '\x' and hex */
  data: ColumnType<Uint8Array, string, string>;
  event_name: string | null;
}

/** The signature whose hash a decoded log's topic0 is (0037): once per topic, not on every log. */
export interface EventSignaturesTable {
  topic0: ColumnType<Uint8Array, string, never>;
  /** e.g. Transfer(address,address,uint256) */
  signature: string;
}

type Topic = ColumnType<Uint8Array | null, string | null | undefined, string | null>;

export interface InternalTransactionsTable {
  tx_seq: number;
  idx: number;
  hash: string;
  caller_address: string;
  to_address: string;
  /** POX, sun */
  call_value: Numeric;
  /** PRC10 values: [{ tokenId, callValue }] */
  token_values: Json<{ tokenId: string; callValue: string }[]> | null;
  /** call, create, suicide … */
  note: string;
  rejected: boolean;
}

export interface TransfersTable {
  /** 1-based dense position among all transfers */
  seq: number;
  tx_seq: number;
  standard: TokenStandard;
  /** '_' for POX, PRC10 id, or PRC20/PRC721 contract address */
  token_id: string;
  from_address: string;
  to_address: string;
  /** base units; 1 for a PRC721 item */
  amount: Numeric;
  /** PRC721 token id */
  nft_id: Numeric | null;
}
