import { contractTypeName } from '../contract-types.js';
import { hexToBytes } from '../hex.js';
import { readRawData } from './read-transaction.js';
import { deserializeRawData, tronProto } from './tronweb-proto.js';
import type { RawDataJson } from './types.js';

// Keys whose string values are text, not hex; everything else tronweb gives us as (uppercase) hex.
const TEXT_KEYS = new Set(['type', 'type_url', 'resource', 'permission_name']);
const ABI_ENTRY_TYPES: Record<string, string> = {
  constructor: 'Constructor',
  function: 'Function',
  event: 'Event',
  fallback: 'Fallback',
  receive: 'Receive',
  error: 'Error',
};
const MUTABILITIES: Record<string, string> = {
  pure: 'Pure',
  view: 'View',
  nonpayable: 'Nonpayable',
  payable: 'Payable',
};

function isDefault(value: unknown): boolean {
  return (
    value === 0 ||
    value === '' ||
    value === false ||
    value === null ||
    value === undefined ||
    (Array.isArray(value) && value.length === 0)
  );
}

/** java-tron prints ABI enums capitalised ("Function", "View") and omits defaults. */
function javaTronAbiEntry(entry: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(entry)) {
    if (isDefault(value)) continue;
    if (key === 'type') out.type = ABI_ENTRY_TYPES[value as string] ?? value;
    else if (key === 'stateMutability') out.stateMutability = MUTABILITIES[value as string] ?? value;
    else if (key === 'inputs' || key === 'outputs')
      out[key] = (value as Record<string, unknown>[]).map(withoutDefaults);
    else out[key] = value;
  }
  return out;
}

function withoutDefaults(param: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(param).filter(([, v]) => !isDefault(v)));
}

/** Reshapes tronweb's decoded JSON into java-tron's: lowercase hex, default fields omitted. */
function javaTronShape(value: unknown, key: string, parentKey: string): unknown {
  if (Array.isArray(value)) return value.map((item) => javaTronShape(item, key, parentKey));
  if (typeof value === 'string') {
    const isText = TEXT_KEYS.has(key) || (key === 'name' && parentKey === 'new_contract');
    return isText ? value : value.toLowerCase();
  }
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [childKey, child] of Object.entries(value)) {
    if (isDefault(child) || (childKey === 'resource' && child === 'BANDWIDTH')) continue;
    if (childKey === 'abi') {
      const entrys = ((child as { entrys?: Record<string, unknown>[] }).entrys ?? []).map(javaTronAbiEntry);
      out.abi = entrys.length > 0 ? { entrys } : {};
      continue;
    }
    out[childKey] = javaTronShape(child, childKey, key);
  }
  return out;
}

/**
 * tronweb decodes every resource code but ENERGY as BANDWIDTH, TRON_POWER (2) included: the code is
 * read again with our own reader of the contract's fields.
 */
function restoreResource(decoded: Record<string, unknown>, rawDataHex: string): void {
  const value = (decoded as { contract: Array<{ parameter: { value: Record<string, unknown> } }> })
    .contract[0]!.parameter.value;
  if (!('resource' in value)) return;
  value.resource = readRawData(rawDataHex).contract[0]!.parameter.value.resource ?? 'BANDWIDTH';
}

/**
 * Decodes Transaction.raw protobuf bytes (raw_data_hex) into raw_data JSON in java-tron's shape
 * (hex addresses, defaults omitted), using tronweb's bundled protobuf classes. Throws for bytes that
 * do not parse or a contract type tronweb cannot decode.
 */
export function decodeTransactionRawDataHex(rawDataHex: string): RawDataJson {
  const bytes = hexToBytes(rawDataHex);
  const contracts = tronProto.Transaction.raw.deserializeBinary(bytes).getContractList();
  if (contracts.length !== 1) throw new Error(`raw_data must hold one contract, found ${contracts.length}`);
  const typeNumber = contracts[0]!.getType();
  const typeName = contractTypeName(typeNumber);
  if (!typeName) throw new Error(`unknown contract type ${typeNumber}`);
  const hex = rawDataHex.replace(/^0x/i, '');
  const decoded = deserializeRawData(typeName, hex);
  restoreResource(decoded, hex);
  return javaTronShape(decoded, '', '') as RawDataJson;
}
