import type { Compiler } from './compilers.js';

/** The sources as the caller gave them. */
export type SourceInput =
  | { kind: 'single-file'; fileName: string; content: string }
  | { kind: 'multi-file'; files: Record<string, string> }
  | {
      kind: 'standard-json';
      sources: Record<string, string>;
      settings: Record<string, unknown>;
    };

/** A checked request, ready to run. */
export interface VerificationRequest {
  address: string;
  /** `Name` or `file:Name` */
  contractName: string;
  compiler: Compiler;
  /** Ignored for standard JSON input, whose settings apply. */
  optimizer: { enabled: boolean; runs: number };
  evmVersion?: string;
  license?: string;
  source: SourceInput;
  /** Lower-case hex without 0x; undefined = take what the chain holds. */
  constructorArguments?: string;
}

/** What solc is asked for: everything the comparison needs, for every contract (embedded ones too). */
const OUTPUT_SELECTION = {
  '*': {
    '*': [
      'abi',
      'evm.bytecode.object',
      'evm.bytecode.linkReferences',
      'evm.deployedBytecode.object',
      'evm.deployedBytecode.immutableReferences',
    ],
  },
};

// Settings that only change what is reported or cost time, never the bytecode.
const DROPPED_SETTINGS = ['outputSelection', 'modelChecker'];

export interface CompileJob {
  /** Standard JSON input text for solc. */
  input: string;
  sources: Record<string, string>;
  /** The settings that shape the bytecode, as stored with the verification. */
  settings: Record<string, unknown>;
}

function settingsOf(req: VerificationRequest): Record<string, unknown> {
  if (req.source.kind === 'standard-json') {
    const kept = Object.entries(req.source.settings).filter(([k]) => !DROPPED_SETTINGS.includes(k));
    return Object.fromEntries(kept);
  }
  return {
    optimizer: { enabled: req.optimizer.enabled, runs: req.optimizer.runs },
    ...(req.evmVersion === undefined ? {} : { evmVersion: req.evmVersion }),
  };
}

function sourcesOf(source: SourceInput): Record<string, string> {
  switch (source.kind) {
    case 'single-file':
      return { [source.fileName]: source.content };
    case 'multi-file':
      return source.files;
    case 'standard-json':
      return source.sources;
  }
}

export function compileJob(req: VerificationRequest): CompileJob {
  const sources = sourcesOf(req.source);
  const settings = settingsOf(req);
  const input = {
    language: 'Solidity',
    sources: Object.fromEntries(Object.entries(sources).map(([file, content]) => [file, { content }])),
    settings: { ...settings, outputSelection: OUTPUT_SELECTION },
  };
  return { input: JSON.stringify(input), sources, settings };
}
