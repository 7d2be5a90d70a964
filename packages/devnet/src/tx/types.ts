import type { ProducedRawDataJson as RawDataJson } from '@poxscan/protocol';

export type {
  ProducedRawDataJson as RawDataJson,
  ProducedTransactionJson as TransactionJson,
} from '@poxscan/protocol';

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
