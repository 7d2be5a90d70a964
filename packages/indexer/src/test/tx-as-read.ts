import { type Database, txContractAddress, txHashBytes, txResult, txUsage } from '@poxscan/db';
import { contractParameterFromRawData, rawDataHexFromStored } from '@poxscan/protocol';
import type { Kysely } from 'kysely';

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

/**
 * The transaction with this txID as the stored row and as readers get it: the columns stored as NULL
 * for their common value (0040) read back through txResult, txUsage and txContractAddress.
 */
export async function readTransaction(k: Kysely<Database>, txId: string) {
  const stored = await k
    .selectFrom('transactions')
    .selectAll()
    .where('hash', '=', txHashBytes(txId))
    .executeTakeFirstOrThrow();
  const read = await k
    .selectFrom('transactions')
    .select([
      txResult('result').as('result'),
      txUsage('energy_usage').as('energy_usage'),
      txUsage('net_usage').as('net_usage'),
      txContractAddress('transactions').as('contract_address'),
    ])
    .where('seq', '=', stored.seq)
    .executeTakeFirstOrThrow();
  return { stored, tx: { ...asRead(stored), ...read } };
}
