/**
 * ABI encoding and decoding of function calls, in its own chunk (it pulls the ABI coder in): the
 * converter loads it when its ABI section is first used.
 */
import {
  type AbiValue,
  type DecodedFunctionCall,
  decodeCallData,
  decodeFunctionCall,
  encodeFunctionCall,
  functionSignature,
  normalizeAbi,
} from '@poxscan/protocol/browser';
import { parseArgument } from '../../components/contract/parseArgument';

/** The parameter types of a canonical signature: "f(uint256,(address,bool)[])" → ["uint256", "(address,bool)[]"]. */
export function parameterTypes(canonical: string): string[] {
  const inner = canonical.slice(canonical.indexOf('(') + 1, -1);
  const types: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of inner) {
    if (char === ',' && depth === 0) {
      types.push(current);
      current = '';
      continue;
    }
    if (char === '(') depth++;
    if (char === ')') depth--;
    current += char;
  }
  if (current !== '') types.push(current);
  return types;
}

/** Arguments as a JSON array, or one per line read by the signature's types. */
function argumentsOf(types: readonly string[], text: string): unknown[] {
  const trimmed = text.trim();
  if (trimmed.startsWith('[')) {
    const parsed: unknown = JSON.parse(trimmed);
    if (!Array.isArray(parsed)) throw new Error('arguments must be a JSON array');
    return parsed;
  }
  const lines = trimmed === '' ? [] : trimmed.split('\n');
  if (lines.length !== types.length) {
    throw new Error(`the function takes ${types.length} arguments, ${lines.length} given (one per line)`);
  }
  return lines.map((line, i) => parseArgument(types[i]!, line));
}

/** Call data (`0x` selector ‖ arguments) of a function call. Throws saying what is wrong. */
export function encodeCall(signature: string, argumentsText: string): string {
  const canonical = functionSignature(signature);
  return `0x${encodeFunctionCall(canonical, argumentsOf(parameterTypes(canonical), argumentsText))}`;
}

function printable(value: AbiValue): unknown {
  if (Array.isArray(value)) return value.map(printable);
  return typeof value === 'bigint' ? value.toString() : value;
}

function describe(call: DecodedFunctionCall): string {
  const lines = call.args.map((arg, i) => {
    const value = printable(arg.value);
    return `${arg.name || `argument ${i + 1}`} (${arg.type}): ${typeof value === 'string' ? value : JSON.stringify(value)}`;
  });
  return [`${call.signature}  selector 0x${call.selector}`, ...lines].join('\n');
}

/** Decodes call data by a function signature, or by the matching function of an ABI (JSON). */
export function decodeCall(signatureOrAbi: string, dataHex: string): string {
  const source = signatureOrAbi.trim();
  if (!source.startsWith('[') && !source.startsWith('{'))
    return describe(decodeCallData(source, dataHex.trim()));
  let abi: unknown;
  try {
    abi = normalizeAbi(JSON.parse(source));
  } catch (error) {
    throw new Error(`the ABI is not valid JSON ABI: ${(error as Error).message}`);
  }
  const call = decodeFunctionCall(abi, dataHex.trim());
  if (call === null) throw new Error('no function of this ABI matches the call data (selector or arguments)');
  return describe(call);
}
