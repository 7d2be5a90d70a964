import { inJsonbOrder } from '@poxscan/db';
import { contractParameterFromRawData } from '@poxscan/protocol';

/**
 * A transaction's contract parameter: the stored one, or, where the indexer left it to the raw_data
 * bytes, decoded from them in the key order the stored jsonb had, so the JSON is the same either way.
 */
export function contractParameter(stored: unknown, rawDataHex: string | null): Record<string, unknown> {
  if (stored !== null && stored !== undefined) return stored as Record<string, unknown>;
  const read = rawDataHex === null ? undefined : contractParameterFromRawData(rawDataHex);
  return read === undefined ? {} : inJsonbOrder(read);
}
