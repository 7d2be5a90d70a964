/**
 * A transaction's contract as the screens render it: the protocol package's decoded contract in JSON
 * form (bigints as decimal strings, addresses base58), with `type` naming the decoder.
 */
export type ContractJson = Record<string, unknown> & { type: string; typeName: string };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The API's `parameter` already decoded (what the indexer stores): it names its decoder and its type. */
export function asDecoded(parameter: unknown): ContractJson | undefined {
  if (!isRecord(parameter)) return undefined;
  return typeof parameter.type === 'string' && typeof parameter.typeName === 'string'
    ? (parameter as ContractJson)
    : undefined;
}

const toJson = (value: unknown): unknown =>
  JSON.parse(JSON.stringify(value, (_key, v) => (typeof v === 'bigint' ? v.toString() : v)));

/**
 * Decodes a parameter as java-tron prints it (the raw contract value) with the protocol package's
 * decoder, loaded on demand; never throws (an undecodable one becomes `Unknown`).
 */
export async function decodeRaw(typeName: string, parameter: Record<string, unknown>): Promise<ContractJson> {
  const { decodeContract } = await import('./decodeContract');
  const decoded = decodeContract({ type: typeName, parameter: { value: parameter } });
  if (decoded.type === 'Unknown') return { type: 'Unknown', typeName, value: parameter };
  return toJson(decoded) as ContractJson;
}
