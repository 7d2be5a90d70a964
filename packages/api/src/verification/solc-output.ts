import { VerificationFailure } from './outcome.js';

interface SolcError {
  severity?: string;
  message?: string;
  formattedMessage?: string;
}

export interface CompiledContract {
  abi: unknown[];
  evm: {
    bytecode: { object: string; linkReferences?: Record<string, Record<string, unknown>> };
    deployedBytecode: {
      object: string;
      immutableReferences?: Record<string, Array<{ start: number; length: number }>>;
    };
  };
}

export interface SolcOutput {
  errors?: SolcError[];
  contracts?: Record<string, Record<string, CompiledContract>>;
}

export interface FoundContract {
  file: string;
  name: string;
  contract: CompiledContract;
}

/** Parses solc's answer; compile errors (not warnings) fail the run with solc's own messages. */
export function readOutput(text: string): SolcOutput {
  let output: SolcOutput;
  try {
    output = JSON.parse(text) as SolcOutput;
  } catch {
    throw new VerificationFailure('COMPILER_CRASHED', 'the compiler answered with something other than JSON');
  }
  const errors = (output.errors ?? []).filter((e) => e.severity === 'error');
  if (errors.length > 0) {
    const messages = errors.map((e) => (e.formattedMessage ?? e.message ?? 'unknown error').trim());
    throw new VerificationFailure(
      'COMPILE_ERROR',
      `compilation failed with ${errors.length} error${errors.length === 1 ? '' : 's'}: ${messages[0]}`,
      { errors: messages },
    );
  }
  return output;
}

export function allContracts(output: SolcOutput): FoundContract[] {
  return Object.entries(output.contracts ?? {}).flatMap(([file, byName]) =>
    Object.entries(byName).map(([name, contract]) => ({ file, name, contract })),
  );
}

/** The contract `Name` or `file:Name`; fails when absent, ambiguous or without code. */
export function findContract(output: SolcOutput, contractName: string): FoundContract {
  const split = contractName.lastIndexOf(':');
  const file = split < 0 ? undefined : contractName.slice(0, split);
  const name = split < 0 ? contractName : contractName.slice(split + 1);
  const all = allContracts(output);
  const matches = all.filter((c) => c.name === name && (file === undefined || c.file === file));
  const qualified = (list: FoundContract[]) => list.map((c) => `${c.file}:${c.name}`);
  if (matches.length === 0) {
    const available = qualified(all);
    throw new VerificationFailure(
      'CONTRACT_NOT_FOUND',
      `contract ${contractName} is not in the sources; they define ${available.join(', ') || 'no contract'}`,
      { contracts: available },
    );
  }
  if (matches.length > 1) {
    throw new VerificationFailure(
      'CONTRACT_NAME_AMBIGUOUS',
      `${name} is defined in ${matches.length} files; name it as file:${name}`,
      { contracts: qualified(matches) },
    );
  }
  const found = matches[0]!;
  if (found.contract.evm.bytecode.object === '') {
    throw new VerificationFailure(
      'CONTRACT_NOT_DEPLOYABLE',
      `${found.file}:${found.name} has no bytecode: it is an interface or an abstract contract`,
    );
  }
  const links = found.contract.evm.bytecode.linkReferences ?? {};
  const libraries = Object.entries(links).flatMap(([f, names]) => Object.keys(names).map((n) => `${f}:${n}`));
  if (libraries.length > 0) {
    throw new VerificationFailure(
      'UNLINKED_LIBRARIES',
      `${found.file}:${found.name} needs the addresses of ${libraries.join(', ')}: give them in settings.libraries of a standard JSON input`,
      { libraries },
    );
  }
  return found;
}
