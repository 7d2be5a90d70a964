/** One entry of raw_data.contract as java-tron prints it. */
export interface ContractJson {
  type: string;
  parameter: { type_url?: string; value: Record<string, unknown> };
  Permission_id?: number;
}

/**
 * Transaction.raw as java-tron prints it (hex fields, or base58 addresses when visible=true). `I` is
 * how its 64-bit integers are carried: numbers, or JsonInt where exact parsing keeps big ones as text.
 */
export interface RawDataJson<I extends JsonInt = number> {
  contract: ContractJson[];
  ref_block_bytes: string;
  ref_block_hash: string;
  expiration?: number;
  timestamp?: number;
  fee_limit?: I;
  data?: string;
  [key: string]: unknown;
}

/** A JSON integer as a node sends it: a number, or a decimal string when a double could not hold it exactly. */
export type JsonInt = number | string;

/** A transaction as java-tron's HTTP API returns or accepts it. */
export interface TransactionJson<I extends JsonInt = number> {
  txID?: string;
  raw_data: RawDataJson<I>;
  raw_data_hex?: string;
  signature?: string[];
  ret?: Array<{ contractRet?: string; fee?: I; ret?: string }>;
  visible?: boolean;
}
