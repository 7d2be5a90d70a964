import { AbiCoder, ParamType } from 'ethers';
import { strip0x } from '../hex.js';
import { type DecodedFunctionCall, decodeParams, functionSelector, parseSignature } from './functions.js';
import type { AbiParam } from './normalize.js';
import { toEthersValue } from './values.js';

const coder = AbiCoder.defaultAbiCoder();

/**
 * ABI-encodes values for a list of parameters, without a selector: constructor arguments as they are
 * appended to the creation code. Values as `encodeFunctionCall` takes them. Hex, no 0x.
 */
export function encodeAbiParams(params: readonly AbiParam[], args: readonly unknown[]): string {
  if (args.length !== params.length) {
    throw new Error(`expected ${params.length} arguments, got ${args.length}`);
  }
  const types = params.map((param) => ParamType.from(param));
  const values = types.map((type, i) => toEthersValue(type, args[i]));
  return strip0x(coder.encode(types, values));
}

/**
 * Decodes call data against one function signature ("transfer(address,uint256)", tuples allowed).
 * Unlike `decodeFunctionCall`, which answers null, it throws saying what does not fit.
 */
export function decodeCallData(signature: string, dataHex: string): DecodedFunctionCall {
  const fragment = parseSignature(signature);
  const data = strip0x(dataHex).toLowerCase();
  if (!/^[0-9a-f]*$/.test(data) || data.length % 2 !== 0)
    throw new Error('call data must be even-length hex');
  if (data.length < 8) throw new Error('call data is shorter than a 4-byte selector');
  const canonical = fragment.format('sighash');
  const selector = functionSelector(canonical);
  if (data.slice(0, 8) !== selector) {
    throw new Error(`selector 0x${data.slice(0, 8)} is not the one of ${canonical} (0x${selector})`);
  }
  try {
    return {
      name: fragment.name,
      signature: canonical,
      selector,
      args: decodeParams(fragment.inputs, data.slice(8)),
    };
  } catch {
    throw new Error(`the arguments do not decode as ${canonical}`);
  }
}
