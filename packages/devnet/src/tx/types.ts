/** The java-tron JSON of a transaction's raw_data, in hex form (visible=false). */
export interface RawDataJson {
  contract: Array<{
    parameter: { value: Record<string, unknown>; type_url: string };
    type: string;
    Permission_id?: number;
  }>;
  ref_block_bytes: string;
  ref_block_hash: string;
  expiration: number;
  timestamp?: number;
  fee_limit?: number;
  data?: string;
}

/** java-tron's Transaction JSON in hex form, as the chain serves and logs it. */
export interface TransactionJson {
  ret?: Array<{ contractRet: string }>;
  signature: string[];
  txID: string;
  raw_data: RawDataJson;
  raw_data_hex: string;
}

/** A decoded, identified transaction as the chain keeps it. */
export interface ChainTx {
  txID: string;
  rawData: RawDataJson;
  rawDataHex: string;
  signature: string[];
  contractType: string;
  /** Contract parameter (hex addresses, default values omitted). */
  value: Record<string, unknown>;
  permissionId: number;
  /** Bytes charged for bandwidth: the Transaction message without `ret`, plus 64 per contract. */
  bandwidthBytes: number;
  /** Signers recovered ahead of execution, with the digest they were recovered over. */
  recovered?: { digest: string; signers: Array<string | undefined> };
}
