import {
  type AbiEntry,
  type AbiValue,
  type DecodedParam,
  decodeFunctionCall,
  functionSelector,
  normalizeAbi,
} from '@poxscan/protocol';
import { type ArgumentValue, VerificationFailure } from './outcome.js';

export interface DecodedArgument {
  name: string;
  type: string;
  value: ArgumentValue;
}

function toArgumentValue(value: AbiValue): ArgumentValue {
  if (Array.isArray(value)) return value.map(toArgumentValue);
  return typeof value === 'bigint' ? value.toString() : value;
}

/** Decodes ABI-encoded constructor arguments; undefined when they are not a valid encoding. */
export function decodeConstructorArguments(abi: unknown, hex: string): DecodedArgument[] | undefined {
  const ctor = normalizeAbi(abi).find((e) => e.type === 'constructor');
  if (ctor === undefined || ctor.inputs.length === 0) return hex === '' ? [] : undefined;
  // The protocol package decodes call data by function; a constructor is a nameless function without a selector.
  const asFunction: AbiEntry = { ...ctor, type: 'function', name: 'constructor', outputs: [] };
  const decoded = decodeFunctionCall([asFunction], functionSelector(asFunction) + hex);
  return decoded?.args.map((a: DecodedParam) => ({
    name: a.name,
    type: a.type,
    value: toArgumentValue(a.value),
  }));
}

const show = (value: ArgumentValue) => JSON.stringify(value);

/**
 * Checks the given arguments against those the chain holds after the creation code. Without given
 * arguments, the chain's are taken. Returns them decoded (empty when they do not decode).
 */
export function checkConstructorArguments(
  abi: unknown,
  onChain: string,
  given: string | undefined,
): DecodedArgument[] {
  const expected = decodeConstructorArguments(abi, onChain);
  if (given === undefined || given === onChain) return expected ?? [];
  const details = { expected: onChain, given };
  const actual = decodeConstructorArguments(abi, given);
  if (expected === undefined || actual === undefined) {
    throw new VerificationFailure(
      'CONSTRUCTOR_ARGUMENTS_MISMATCH',
      `the bytecode matches but the constructor arguments differ: the chain holds ${onChain.length / 2} bytes of arguments, ${given.length / 2} bytes were given${actual === undefined ? ', and they are not a valid encoding for this constructor' : ''}`,
      details,
    );
  }
  const index = expected.findIndex((arg, i) => show(arg.value) !== show(actual[i]!.value));
  if (index < 0) {
    throw new VerificationFailure(
      'CONSTRUCTOR_ARGUMENTS_MISMATCH',
      'the bytecode matches and the arguments decode to the same values, but their encoding differs from the one on chain',
      details,
    );
  }
  const arg = expected[index]!;
  const argument = {
    index,
    name: arg.name,
    type: arg.type,
    expected: show(arg.value),
    given: show(actual[index]!.value),
  };
  throw new VerificationFailure(
    'CONSTRUCTOR_ARGUMENTS_MISMATCH',
    `the bytecode matches but constructor argument ${index} (${arg.type} ${arg.name || '<unnamed>'}) differs: ${argument.expected} on chain, ${argument.given} given`,
    { ...details, argument },
  );
}
