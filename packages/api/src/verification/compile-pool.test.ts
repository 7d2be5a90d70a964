import { hexToBytes } from '@poxscan/protocol';
import { afterAll, describe, expect, it } from 'vitest';
import { CompilePool, CompileTimeoutError } from './compile-pool.js';
import { COMPILERS, findCompiler } from './compilers.js';
import { trailingMetadata } from './metadata.js';
import type { SolcOutput } from './solc-output.js';

// Valid for every shipped compiler, 0.5 to 0.8 (newer ones only warn about the visibility).
const SOURCE =
  'pragma solidity >=0.5.0;\ncontract Tiny {\n  uint256 public x;\n  constructor(uint256 y) public { x = y; }\n}\n';
const input = JSON.stringify({
  language: 'Solidity',
  sources: { 'Tiny.sol': { content: SOURCE } },
  settings: { outputSelection: { '*': { '*': ['evm.deployedBytecode.object'] } } },
});

describe('compilers', () => {
  const pool = new CompilePool({ concurrency: 1, timeoutMs: 60_000 });
  afterAll(() => pool.close());

  it('resolves versions as users write them', () => {
    expect(findCompiler('0.8.37')?.longVersion).toBe('v0.8.37+commit.f401782d');
    expect(findCompiler('v0.8.20+commit.a1b79de6')?.version).toBe('0.8.20');
    expect(findCompiler(' v0.5.17 ')?.version).toBe('0.5.17');
    expect(findCompiler('v0.8.20+commit.00000000')).toBeUndefined();
    expect(findCompiler('0.8.19')).toBeUndefined();
    expect(findCompiler('latest')).toBeUndefined();
  });

  it('compiles offline in a worker with every shipped compiler, each writing its own version into the metadata', async () => {
    for (const compiler of COMPILERS) {
      const output = JSON.parse(await pool.compile(compiler.entry, input)) as SolcOutput;
      const runtime = hexToBytes(output.contracts!['Tiny.sol']!.Tiny!.evm.deployedBytecode.object);
      const metadata = trailingMetadata(runtime);
      expect(metadata?.solcVersion, compiler.longVersion).toBe(compiler.version);
      expect(metadata?.hashKind).toBe(compiler.version === '0.5.17' ? 'bzzr1' : 'ipfs');
    }
    expect(pool.pending).toBe(0);
  });

  it('stops a compile that runs past its time limit and keeps serving', async () => {
    const hasty = new CompilePool({ concurrency: 1, timeoutMs: 50 });
    const compiler = COMPILERS[0]!;
    await expect(hasty.compile(compiler.entry, input)).rejects.toBeInstanceOf(CompileTimeoutError);
    await expect(hasty.compile(compiler.entry, input)).rejects.toThrow(/longer than 0.05 s/);
    expect(hasty.pending).toBe(0);
    await hasty.close();
    await expect(hasty.compile(compiler.entry, input)).rejects.toThrow(/closed/);
  });
});
