import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/** The EVM version contracts are compiled for; the devnet's EVM runs the Shanghai rules. */
export const EVM_VERSION = 'shanghai';

export interface ContractArtifact {
  abi: unknown[];
  bytecode: string;
}

interface SolcOutput {
  errors?: Array<{ severity: string; formattedMessage: string }>;
  contracts: Record<string, Record<string, { abi: unknown[]; evm: { bytecode: { object: string } } }>>;
}

/** Compiles every contract source in packages/devnet/contracts with the npm solc compiler. */
export function compileContracts(
  dir = new URL('../../contracts/', import.meta.url),
): Record<string, ContractArtifact> {
  const solc = createRequire(import.meta.url)('solc') as { compile(input: string): string };
  const sources: Record<string, { content: string }> = {};
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.sol'))
    .sort()) {
    sources[file] = { content: readFileSync(new URL(file, dir), 'utf8') };
  }
  const input = {
    language: 'Solidity',
    sources,
    settings: {
      evmVersion: EVM_VERSION,
      optimizer: { enabled: true, runs: 200 },
      outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } },
    },
  };
  const output = JSON.parse(solc.compile(JSON.stringify(input))) as SolcOutput;
  const errors = (output.errors ?? []).filter((e) => e.severity === 'error');
  if (errors.length > 0) throw new Error(errors.map((e) => e.formattedMessage).join('\n'));
  const artifacts: Record<string, ContractArtifact> = {};
  for (const file of Object.keys(output.contracts).sort()) {
    for (const [name, contract] of Object.entries(output.contracts[file]!)) {
      artifacts[name] = { abi: contract.abi, bytecode: contract.evm.bytecode.object };
    }
  }
  return artifacts;
}
