import { decodeContract } from '../decoders/decode.js';
import type { DecodedContract } from '../decoders/types.js';
import { CONTRACT_SCHEMAS } from './contract-schemas.js';
import { readRawData } from './read-transaction.js';

/** A value with every bigint as its decimal string: what JSON can hold. */
function jsonSafe(value: unknown): unknown {
  if (typeof value === 'bigint') return value.toString();
  if (Array.isArray(value)) return value.map(jsonSafe);
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const key in value) out[key] = jsonSafe((value as Record<string, unknown>)[key]);
  return out;
}

/**
 * A decoded contract as the explorer gives its parameter: bigints as decimal strings, without the
 * code and ABI of a deployment (the `contracts` table keeps those).
 */
export function contractParameterJson(decoded: DecodedContract): Record<string, unknown> {
  const {
    abi: _abi,
    bytecode: _bytecode,
    ...rest
  } = decoded as DecodedContract & { abi?: unknown; bytecode?: unknown };
  return jsonSafe(rest) as Record<string, unknown>;
}

/** Whether Transaction.raw bytes of this contract type (java-tron's name) read back to its fields. */
export function rawDataReadsContract(typeName: string): boolean {
  return Object.hasOwn(CONTRACT_SCHEMAS, typeName);
}

/**
 * The first contract's parameter read from Transaction.raw bytes (hex), as contractParameterJson
 * gives it; undefined for a contract type whose layout is not known here or that does not decode.
 */
export function contractParameterFromRawData(rawDataHex: string): Record<string, unknown> | undefined {
  const contract = readRawData(rawDataHex).contract[0];
  if (contract === undefined || !rawDataReadsContract(contract.type)) return undefined;
  const decoded = decodeContract(contract, { visible: false });
  return decoded.type === 'Unknown' ? undefined : contractParameterJson(decoded);
}
