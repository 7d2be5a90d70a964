import { contractParameterFromRawData, rawDataHexFromStored } from '@poxscan/protocol';

const hex = (bytes: Uint8Array | null) => (bytes === null ? undefined : Buffer.from(bytes).toString('hex'));

/**
 * A transaction row as readers get it: the hash as hex, the parameter stored or decoded from
 * raw_data (read back from its stored form), the signatures from signature_bytes (65 bytes each) or the stored list.
 */
export function asRead<
  T extends {
    hash: Uint8Array;
    parameter: unknown;
    raw_data: Uint8Array | null;
    contract_type: number;
    owner_address: string;
    to_address: string | null;
    signatures: unknown;
    signature_bytes: Uint8Array | null;
  },
>(
  row: T,
): Omit<T, 'hash'> & { hash: string; parameter: Record<string, unknown> | undefined; signatures: string[] } {
  const stored = hex(row.raw_data);
  const raw =
    stored === undefined
      ? undefined
      : rawDataHexFromStored(stored, {
          contractType: row.contract_type,
          ownerAddress: row.owner_address,
          toAddress: row.to_address,
        });
  const parameter =
    (row.parameter as Record<string, unknown> | null) ??
    (raw === undefined ? undefined : contractParameterFromRawData(raw));
  const bytes = hex(row.signature_bytes);
  const signatures = bytes === undefined ? (row.signatures as string[]) : (bytes.match(/.{130}/g) ?? []);
  return { ...row, hash: hex(row.hash)!, parameter, signatures };
}
