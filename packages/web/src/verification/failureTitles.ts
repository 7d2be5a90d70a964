/** A heading for each failure code of the verification service (docs/api.md, "Failure codes"). */
export const FAILURE_TITLES: Readonly<Record<string, string>> = {
  NOT_A_CONTRACT: 'Not a contract',
  NODE_UNAVAILABLE: 'Full node unavailable',
  COMPILER_MISMATCH: 'Compiler mismatch',
  COMPILE_ERROR: 'Compile error',
  COMPILE_TIMEOUT: 'Compile timed out',
  COMPILER_CRASHED: 'Compiler crashed',
  CONTRACT_NOT_FOUND: 'Contract not found in the sources',
  CONTRACT_NAME_AMBIGUOUS: 'Contract name is ambiguous',
  CONTRACT_NOT_DEPLOYABLE: 'Contract cannot be deployed',
  UNLINKED_LIBRARIES: 'Libraries not linked',
  BYTECODE_MISMATCH: 'Bytecode mismatch',
  CONSTRUCTOR_ARGUMENTS_MISMATCH: 'Constructor arguments mismatch',
  INTERRUPTED: 'Interrupted',
};

/** The service's message as a sentence. */
export function sentence(message: string): string {
  const text = message.trim();
  if (text === '') return text;
  const capital = text[0]!.toUpperCase() + text.slice(1);
  return /[.!?]$/.test(capital) ? capital : `${capital}.`;
}
