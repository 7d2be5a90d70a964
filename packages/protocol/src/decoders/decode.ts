import { contractTypeName } from '../contract-types.js';
import { accountDecoders } from './account.js';
import { assetDecoders } from './asset.js';
import { balanceDecoders } from './balance.js';
import { FieldReader } from './fields.js';
import { governanceDecoders } from './governance.js';
import { smartDecoders } from './smart.js';
import type { ContractBase, DecodedContract } from './types.js';

type Decoder = (fields: FieldReader, base: ContractBase) => DecodedContract;

const DECODERS: Record<string, Decoder> = {
  ...accountDecoders,
  ...assetDecoders,
  ...balanceDecoders,
  ...governanceDecoders,
  ...smartDecoders,
};

export interface DecodeContractOptions {
  /** The JSON was printed with visible=true (base58 addresses, text names). Guessed when absent. */
  visible?: boolean;
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function typeNameOf(contract: Record<string, unknown>): string {
  const { type } = contract;
  if (typeof type === 'number') return contractTypeName(type) ?? String(type);
  if (typeof type === 'string') return type;
  const typeUrl = isObject(contract.parameter) ? contract.parameter.type_url : undefined;
  return typeof typeUrl === 'string' ? typeUrl.replace(/^.*\./, '') : '';
}

/**
 * Decodes one entry of a transaction's raw_data.contract (as java-tron prints it, hex or
 * visible=true) into typed fields: base58 addresses, bigint amounts, decoded text. Fields java-tron
 * omits decode to their defaults. Unknown types and malformed values give `{ type: 'Unknown' }`;
 * this function never throws.
 */
export function decodeContract(contract: unknown, options: DecodeContractOptions = {}): DecodedContract {
  const raw = contract;
  if (!isObject(contract)) return { type: 'Unknown', typeName: '', reason: 'not an object', raw };
  const typeName = typeNameOf(contract);
  const decoder = Object.hasOwn(DECODERS, typeName) ? DECODERS[typeName] : undefined;
  if (!decoder)
    return { type: 'Unknown', typeName, reason: `no decoder for ${typeName || 'an untyped contract'}`, raw };
  const value = isObject(contract.parameter) ? contract.parameter.value : undefined;
  if (!isObject(value)) return { type: 'Unknown', typeName, reason: 'parameter.value is missing', raw };
  try {
    const fields = new FieldReader(value, options.visible);
    const permission = new FieldReader({ id: contract.Permission_id }).number('id');
    return decoder(fields, { typeName, owner: fields.owner('owner_address'), permissionId: permission });
  } catch (error) {
    return { type: 'Unknown', typeName, reason: (error as Error).message, raw };
  }
}
