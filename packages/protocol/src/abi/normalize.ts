/** An ABI parameter, normalised to Solidity's JSON ABI. */
export interface AbiParam {
  name: string;
  type: string;
  indexed?: boolean;
  components?: AbiParam[];
}

export type AbiEntryType = 'function' | 'constructor' | 'event' | 'fallback' | 'receive' | 'error';
export type StateMutability = 'pure' | 'view' | 'nonpayable' | 'payable';

/** An ABI entry, normalised to Solidity's JSON ABI (what ethers reads). */
export interface AbiEntry {
  type: AbiEntryType;
  name: string;
  inputs: AbiParam[];
  outputs: AbiParam[];
  stateMutability: StateMutability;
  anonymous?: boolean;
}

const ENTRY_TYPES = new Set<string>(['function', 'constructor', 'event', 'fallback', 'receive', 'error']);
const MUTABILITIES = new Set<string>(['pure', 'view', 'nonpayable', 'payable']);

type Loose = Record<string, unknown>;
const isObject = (v: unknown): v is Loose => typeof v === 'object' && v !== null && !Array.isArray(v);

function normalizeParam(param: unknown): AbiParam {
  if (!isObject(param) || typeof param.type !== 'string') throw new Error('ABI parameter without a type');
  // TRON's trcToken is ABI-encoded as uint256.
  const type = param.type.replace(/^trcToken/, 'uint256');
  const out: AbiParam = { name: typeof param.name === 'string' ? param.name : '', type };
  if (param.indexed === true) out.indexed = true;
  if (Array.isArray(param.components)) out.components = param.components.map(normalizeParam);
  return out;
}

function mutabilityOf(entry: Loose): StateMutability {
  const given = typeof entry.stateMutability === 'string' ? entry.stateMutability.toLowerCase() : '';
  if (MUTABILITIES.has(given)) return given as StateMutability;
  if (entry.constant === true) return 'view';
  return entry.payable === true ? 'payable' : 'nonpayable';
}

function normalizeEntry(entry: unknown): AbiEntry | undefined {
  if (!isObject(entry)) return undefined;
  const type = typeof entry.type === 'string' ? entry.type.toLowerCase() : 'function';
  if (!ENTRY_TYPES.has(type)) return undefined;
  const out: AbiEntry = {
    type: type as AbiEntryType,
    name: typeof entry.name === 'string' ? entry.name : '',
    inputs: Array.isArray(entry.inputs) ? entry.inputs.map(normalizeParam) : [],
    outputs: Array.isArray(entry.outputs) ? entry.outputs.map(normalizeParam) : [],
    stateMutability: mutabilityOf(entry),
  };
  if (entry.anonymous === true) out.anonymous = true;
  return out;
}

/**
 * Normalises an ABI as java-tron stores it (`{ entrys: [...] }`, "Function", "View", trcToken)
 * or as Solidity writes it (an array, or its JSON text) into Solidity's JSON ABI. Entries of
 * unknown type are dropped; a parameter without a type throws.
 */
export function normalizeAbi(abi: unknown): AbiEntry[] {
  let value = abi;
  if (typeof value === 'string') value = value.trim() === '' ? [] : JSON.parse(value);
  if (isObject(value)) value = value.entrys ?? [];
  if (!Array.isArray(value)) throw new Error('ABI must be an array or an object with entrys');
  return value.map(normalizeEntry).filter((entry): entry is AbiEntry => entry !== undefined);
}
