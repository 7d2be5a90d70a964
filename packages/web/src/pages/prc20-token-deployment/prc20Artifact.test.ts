// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { buildInput, compile } from '../../../contracts/build.mjs';
import artifact from './prc20Artifact.json';

describe('the shipped PRC20 artifact', () => {
  it('holds the template and the OpenZeppelin sources installed now', () => {
    expect(artifact.standardJsonInput).toEqual(buildInput());
    expect(artifact.compilerVersion).toBe('0.8.37+commit.f401782d');
  });

  it('is what solc makes of its own standard JSON input, byte for byte', () => {
    const fresh = compile(artifact.standardJsonInput as Parameters<typeof compile>[0]);
    expect(fresh.bytecode).toBe(artifact.bytecode);
    expect(fresh.abi).toEqual(artifact.abi);
  });

  it('has the constructor and functions the deployment page relies on', () => {
    const names = artifact.abi.map((entry) => ('name' in entry ? entry.name : entry.type));
    expect(names).toEqual(
      expect.arrayContaining(['constructor', 'transfer', 'mint', 'burn', 'decimals', 'mintable', 'burnable']),
    );
    const ctor = artifact.abi.find((entry) => entry.type === 'constructor');
    expect(ctor?.inputs?.map((input) => input.type)).toEqual([
      'string',
      'string',
      'uint8',
      'uint256',
      'bool',
      'bool',
    ]);
  });
});
