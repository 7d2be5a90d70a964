import { rawDataHexFromStored } from '@poxscan/protocol';

/** A transaction row that selected raw_data in its stored form (see storedRawDataHex), as hex. */
export interface StoredRawDataRow {
  stored_raw_data_hex: string | null;
  contract_type: number;
  owner_address: string;
  to_address: string | null;
}

/** The transaction's raw_data exactly as signed (hex); null on rows indexed before it was kept. */
export function signedRawDataHex(row: StoredRawDataRow): string | null {
  if (row.stored_raw_data_hex === null) return null;
  return rawDataHexFromStored(row.stored_raw_data_hex, {
    contractType: row.contract_type,
    ownerAddress: row.owner_address,
    toAddress: row.to_address,
  });
}
