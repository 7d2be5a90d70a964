import { contractParameterFromRawData } from '@poxscan/protocol';

/** A transaction row with its parameter as readers get it: stored, or decoded from raw_data. */
export function withReadParameter<T extends { parameter: unknown; raw_data: Uint8Array | null }>(
  row: T,
): T & { parameter: Record<string, unknown> | undefined } {
  const raw = row.raw_data === null ? undefined : Buffer.from(row.raw_data).toString('hex');
  const parameter =
    (row.parameter as Record<string, unknown> | null) ??
    (raw === undefined ? undefined : contractParameterFromRawData(raw));
  return { ...row, parameter };
}
