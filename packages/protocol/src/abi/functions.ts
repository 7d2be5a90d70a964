import { AbiCoder, FunctionFragment, ParamType } from 'ethers';
import { keccak256Hex } from '../hash.js';
import { strip0x, utf8ToBytes } from '../hex.js';
import { type AbiEntry, normalizeAbi } from './normalize.js';
import { type DecodedParam, fromEthersValue, toEthersValue } from './values.js';

const coder = AbiCoder.defaultAbiCoder();

/** Canonical signature, e.g. "transfer(address,uint256)", from a signature or a function ABI entry. */
export function functionSignature(signatureOrEntry: string | AbiEntry): string {
  return toFragment(signatureOrEntry).format('sighash');
}

// Far above any real signature; ethers' parser is unbounded in time and memory on nested text.
export const MAX_SIGNATURE_LENGTH = 4_096;

function toFragment(signatureOrEntry: string | AbiEntry): FunctionFragment {
  if (typeof signatureOrEntry !== 'string')
    return FunctionFragment.from({ ...signatureOrEntry, type: 'function' });
  return parseSignature(signatureOrEntry);
}

/** A function signature ("transfer(address,uint256)", trcToken allowed) as an ethers fragment; throws if invalid. */
export function parseSignature(signatureOrEntry: string): FunctionFragment {
  if (signatureOrEntry.length > MAX_SIGNATURE_LENGTH) {
    throw new Error(
      `invalid function signature: ${signatureOrEntry.length} characters, at most ${MAX_SIGNATURE_LENGTH}`,
    );
  }
  const text = signatureOrEntry.replace(/\btrcToken\b/g, 'uint256').trim();
  try {
    return FunctionFragment.from(text.startsWith('function ') ? text : `function ${text}`);
  } catch {
    throw new Error(`invalid function signature ${JSON.stringify(signatureOrEntry)}`);
  }
}

/** First 4 bytes of keccak256 of the canonical signature, as 8 hex digits ("a9059cbb"). */
export function functionSelector(signatureOrEntry: string | AbiEntry): string {
  return keccak256Hex(utf8ToBytes(functionSignature(signatureOrEntry))).slice(0, 8);
}

/** Decodes ABI-encoded values; addresses are read as words so that dirty high bytes do not fail. */
export function decodeParams(params: readonly ParamType[], dataHex: string): DecodedParam[] {
  const asWords = params.map((param) =>
    ParamType.from(param.format('sighash').replace(/\baddress\b/g, 'uint256')),
  );
  const values = coder.decode(asWords, `0x${strip0x(dataHex)}`);
  return params.map((param, i) => ({
    name: param.name,
    type: param.format(),
    value: fromEthersValue(param, values[i]),
  }));
}

/**
 * Call data (hex, no 0x) for a function: selector ‖ ABI-encoded args. Addresses may be given in
 * any form; integers as bigint, number or decimal/0x string.
 */
export function encodeFunctionCall(signatureOrEntry: string | AbiEntry, args: readonly unknown[]): string {
  const fragment = toFragment(signatureOrEntry);
  if (args.length !== fragment.inputs.length) {
    throw new Error(
      `${fragment.format('sighash')} takes ${fragment.inputs.length} arguments, got ${args.length}`,
    );
  }
  const values = fragment.inputs.map((param, i) => toEthersValue(param, args[i]));
  return functionSelector(signatureOrEntry) + strip0x(coder.encode(fragment.inputs, values));
}

export interface DecodedFunctionCall {
  name: string;
  signature: string;
  selector: string;
  args: DecodedParam[];
}

/** Finds the function of `abi` that call data targets and decodes its arguments; null if none matches or the data is malformed. */
export function decodeFunctionCall(abi: unknown, dataHex: string): DecodedFunctionCall | null {
  const data = strip0x(dataHex).toLowerCase();
  if (data.length < 8) return null;
  const selector = data.slice(0, 8);
  const entry = normalizeAbi(abi).find((e) => e.type === 'function' && functionSelector(e) === selector);
  if (!entry) return null;
  const fragment = toFragment(entry);
  try {
    return {
      name: fragment.name,
      signature: fragment.format('sighash'),
      selector,
      args: decodeParams(fragment.inputs, data.slice(8)),
    };
  } catch {
    return null;
  }
}

/**
 * Decodes a function's return data (e.g. constant_result[0] of triggerconstantcontract) by its outputs,
 * given an ABI entry or a signature with `returns (...)`. Throws if the data is malformed.
 */
export function decodeFunctionResult(signatureOrEntry: string | AbiEntry, resultHex: string): DecodedParam[] {
  return decodeParams(toFragment(signatureOrEntry).outputs, resultHex);
}
