import type { AbiParam } from '@poxscan/protocol/browser';
import type { SolcOutput } from '../solc/compiler';

export interface CompileSettings {
  compilerVersion: string;
  optimizer: boolean;
  runs: number;
  evmVersion: string;
}

/** The file name the source is compiled (and later verified) under. */
export const SOURCE_FILE = 'Contract.sol';

/** solc's standard JSON input for one source file. */
export function compileInput(source: string, settings: CompileSettings) {
  return {
    language: 'Solidity',
    sources: { [SOURCE_FILE]: { content: source } },
    settings: {
      optimizer: { enabled: settings.optimizer, runs: settings.runs },
      evmVersion: settings.evmVersion,
      outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } },
    },
  };
}

export interface AbiJsonEntry {
  type: string;
  name?: string;
  inputs?: AbiParam[];
  stateMutability?: string;
}

/** A contract of the output that can be deployed (interfaces and abstract contracts have no code). */
export interface CompiledContract {
  name: string;
  abi: AbiJsonEntry[];
  bytecode: string;
}

export function deployableContracts(output: SolcOutput): CompiledContract[] {
  return Object.values(output.contracts ?? {}).flatMap((file) =>
    Object.entries(file)
      .filter(([, contract]) => contract.evm.bytecode.object !== '')
      .map(([name, contract]) => ({
        name,
        abi: contract.abi as AbiJsonEntry[],
        bytecode: contract.evm.bytecode.object,
      })),
  );
}

export function compileErrors(output: SolcOutput) {
  const messages = output.errors ?? [];
  return {
    errors: messages.filter((m) => m.severity === 'error').map((m) => m.formattedMessage),
    warnings: messages.filter((m) => m.severity === 'warning').map((m) => m.formattedMessage),
  };
}

/** The constructor's parameters and whether it accepts POX. */
export function constructorOf(contract: CompiledContract): { inputs: AbiParam[]; payable: boolean } {
  const entry = contract.abi.find((e) => e.type === 'constructor');
  return { inputs: entry?.inputs ?? [], payable: entry?.stateMutability === 'payable' };
}
