import type { ColumnType } from 'kysely';

/** bytea: read as a Uint8Array (a Buffer on PostgreSQL), written as '\x…' hex text. */
export type Bytes = ColumnType<Uint8Array | null, string | null | undefined, string | null>;

/**
 * Columns of `transactions` that only the TronGrid-compatible API reads (0016). Indexed before 0016:
 * all NULL, and the API rebuilds what it can from the other columns.
 */
export interface TransactionRawColumns {
  /**
   * Transaction.raw protobuf bytes less what contract_type, owner_address and to_address give back
   * (0033), with runs of zero bytes counted (0045): protocol's rawDataHexFromStored gives
   * raw_data_hex, whose sha256 is the txID
   */
  raw_data: Bytes;
  /** energy the caller's staked energy paid (receipt.energy_usage); NULL when none */
  caller_energy_usage: ColumnType<number | null, number | null | undefined, number | null>;
  /** energy the contract deployer's stake paid (receipt.origin_energy_usage); NULL when none */
  origin_energy_usage: ColumnType<number | null, number | null | undefined, number | null>;
}
