/** Why a verification failed: a stable code the web page can branch on. */
export type FailureCode =
  | 'NOT_A_CONTRACT'
  | 'NODE_UNAVAILABLE'
  | 'COMPILER_MISMATCH'
  | 'COMPILE_ERROR'
  | 'COMPILE_TIMEOUT'
  | 'COMPILER_CRASHED'
  | 'CONTRACT_NOT_FOUND'
  | 'CONTRACT_NAME_AMBIGUOUS'
  | 'CONTRACT_NOT_DEPLOYABLE'
  | 'UNLINKED_LIBRARIES'
  | 'BYTECODE_MISMATCH'
  | 'CONSTRUCTOR_ARGUMENTS_MISMATCH'
  | 'INTERRUPTED'
  | 'INTERNAL';

/** The details a failure carries besides its message; which ones depends on the code. */
export interface FailureDetails {
  /** COMPILER_MISMATCH: the version named by the on-chain metadata. */
  onChainCompiler?: string;
  /** COMPILE_ERROR: solc's messages. */
  errors?: string[];
  /** CONTRACT_NOT_FOUND / CONTRACT_NAME_AMBIGUOUS: `file:Name` of the candidates. */
  contracts?: string[];
  /** UNLINKED_LIBRARIES: `file:Name` of each library to link. */
  libraries?: string[];
  /** BYTECODE_MISMATCH: which code, and the first differing byte offset in it. */
  bytecode?: 'creation' | 'runtime';
  offset?: number;
  onChainLength?: number;
  compiledLength?: number;
  /** CONSTRUCTOR_ARGUMENTS_MISMATCH: hex of what the chain holds and of what was given. */
  expected?: string;
  given?: string;
  /** CONSTRUCTOR_ARGUMENTS_MISMATCH: the first argument that differs, when both decode. */
  argument?: { index: number; name: string; type: string; expected: string; given: string };
}

export interface Failure extends FailureDetails {
  code: FailureCode;
  message: string;
}

/** Thrown inside a verification run; the run ends with the job failed for this reason. */
export class VerificationFailure extends Error {
  constructor(
    readonly code: FailureCode,
    message: string,
    readonly details: FailureDetails = {},
  ) {
    super(message);
    this.name = 'VerificationFailure';
  }

  toJSON(): Failure {
    return { code: this.code, message: this.message, ...this.details };
  }
}

/** A constructor argument as JSON shows it: integers as decimal strings, addresses base58. */
export type ArgumentValue = string | boolean | ArgumentValue[];

export interface Verified {
  /** full: the metadata hash matches too (identical sources); partial: the code matches. */
  match: 'full' | 'partial';
  /** The on-chain code compared: creation (with arguments) and, when the node serves it, runtime. */
  checked: Array<'creation' | 'runtime'>;
  contractName: string;
  contractFile: string;
  compilerVersion: string;
  constructorArguments: string;
  decodedConstructorArguments: Array<{ name: string; type: string; value: ArgumentValue }>;
  /** Set when the creation code is unknown to the node, so the given arguments could not be checked. */
  note?: string;
  abi: unknown[];
}
