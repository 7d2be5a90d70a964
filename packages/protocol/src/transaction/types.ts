/** One entry of raw_data.contract as java-tron prints it. */
export interface ContractJson {
  type: string;
  parameter: { type_url?: string; value: Record<string, unknown> };
  Permission_id?: number;
}

/** Transaction.raw as java-tron prints it (hex fields, or base58 addresses when visible=true). */
export interface RawDataJson {
  contract: ContractJson[];
  ref_block_bytes: string;
  ref_block_hash: string;
  expiration?: number;
  timestamp?: number;
  fee_limit?: number;
  data?: string;
  [key: string]: unknown;
}

/** A transaction as java-tron's HTTP API returns or accepts it. */
export interface TransactionJson {
  txID?: string;
  raw_data: RawDataJson;
  raw_data_hex?: string;
  signature?: string[];
  ret?: Array<{ contractRet?: string; fee?: number; ret?: string }>;
  visible?: boolean;
}
