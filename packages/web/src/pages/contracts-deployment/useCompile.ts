import { useCallback, useState } from 'react';
import {
  type CompiledContract,
  type CompileSettings,
  compileErrors,
  compileInput,
  deployableContracts,
} from '../../deployment/compilation';
import type { BrowserCompiler } from '../../solc/versions';

export type CompileState =
  | { status: 'idle' }
  | { status: 'compiling'; version: string }
  | {
      status: 'done';
      contracts: CompiledContract[];
      warnings: string[];
      source: string;
      settings: CompileSettings;
    }
  | { status: 'failed'; errors: string[]; warnings: string[] };

/** Compiles in the Web Worker; the compiler code (and soljson) load on the first compile only. */
export function useCompile() {
  const [state, setState] = useState<CompileState>({ status: 'idle' });
  const compile = useCallback(
    async (source: string, compiler: BrowserCompiler, settings: CompileSettings) => {
      setState({ status: 'compiling', version: compiler.version });
      try {
        const { compileSolidity } = await import('../../solc/compiler');
        const { output } = await compileSolidity(compiler, compileInput(source, settings));
        const { errors, warnings } = compileErrors(output);
        const contracts = deployableContracts(output);
        if (errors.length > 0) setState({ status: 'failed', errors, warnings });
        else if (contracts.length === 0)
          setState({
            status: 'failed',
            errors: [
              'The source defines no deployable contract (only interfaces, libraries without code or abstract contracts).',
            ],
            warnings,
          });
        else setState({ status: 'done', contracts, warnings, source, settings });
      } catch (error) {
        setState({
          status: 'failed',
          errors: [error instanceof Error ? error.message : String(error)],
          warnings: [],
        });
      }
    },
    [],
  );
  return { state, compile };
}
