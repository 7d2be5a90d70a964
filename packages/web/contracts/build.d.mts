/** Types of build.mjs, for the test that checks the shipped artifact against a fresh compile. */
export interface StandardJsonInput {
  language: 'Solidity';
  sources: Record<string, { content: string }>;
  settings: Record<string, unknown>;
}
export function buildInput(): StandardJsonInput;
export function compile(input: StandardJsonInput): { abi: unknown[]; bytecode: string };
