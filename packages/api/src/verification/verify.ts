import { bytesToHex, hexToBytes, isHex } from '@poxscan/protocol';
import type { OnChainCode } from './chain.js';
import { compareCode, metadataRanges, runtimeFillRanges } from './compare.js';
import { checkConstructorArguments, decodeConstructorArguments } from './constructor-args.js';
import { lastMetadata, trailingMetadata } from './metadata.js';
import { VerificationFailure, type Verified } from './outcome.js';
import { type CompileJob, compileJob, type VerificationRequest } from './solc-input.js';
import { allContracts, findContract, readOutput } from './solc-output.js';

/** Fails early, before compiling, when the chain's metadata names another compiler. */
export function checkCompilerVersion(req: VerificationRequest, code: OnChainCode): void {
  const section =
    (code.runtime && trailingMetadata(code.runtime)) ?? (code.creation && lastMetadata(code.creation));
  const onChain = section?.solcVersion;
  if (onChain === undefined) return;
  const release = /^\d+\.\d+\.\d+/.exec(onChain)?.[0];
  if (release === req.compiler.version) return;
  throw new VerificationFailure(
    'COMPILER_MISMATCH',
    `the contract was compiled with solc ${onChain} (read from its metadata), not ${req.compiler.version}`,
    { onChainCompiler: onChain },
  );
}

function mismatch(
  code: 'creation' | 'runtime',
  c: { offset: number; onChainLength: number; compiledLength: number },
) {
  const where =
    c.offset >= c.onChainLength
      ? `the chain's ${code} code ends at byte ${c.onChainLength}, the compiled code is ${c.compiledLength} bytes`
      : `the ${code} code differs from the chain's at byte ${c.offset} (compiled ${c.compiledLength} bytes, on chain ${c.onChainLength} bytes)`;
  return new VerificationFailure(
    'BYTECODE_MISMATCH',
    `${where}; check the compiler version, optimizer, runs, EVM version, sources and contract name`,
    { bytecode: code, ...c },
  );
}

/**
 * Compiles the sources and compares the result with the chain's code: the creation code (whose tail
 * is the constructor arguments) and the runtime code, metadata hashes aside.
 */
export async function verifyAgainstChain(
  req: VerificationRequest,
  code: OnChainCode,
  compile: (input: string) => Promise<string>,
): Promise<{ verified: Verified; job: CompileJob }> {
  const job = compileJob(req);
  const output = readOutput(await compile(job.input));
  const found = findContract(output, req.contractName);
  const runtimes = allContracts(output)
    .map((c) => c.contract.evm.deployedBytecode.object)
    .filter((hex) => hex !== '' && isHex(hex))
    .map(hexToBytes);
  const checked: Verified['checked'] = [];
  let full = true;
  let rest: Uint8Array | undefined;

  if (code.creation !== undefined) {
    const compiled = hexToBytes(found.contract.evm.bytecode.object);
    const masks = { metadata: metadataRanges(compiled, runtimes), filled: [] };
    const result = compareCode(compiled, code.creation, masks, false);
    if (!result.ok) throw mismatch('creation', result);
    checked.push('creation');
    full &&= result.full;
    rest = result.rest;
  }
  if (code.runtime !== undefined) {
    const deployed = found.contract.evm.deployedBytecode;
    const compiled = hexToBytes(deployed.object);
    const masks = {
      metadata: metadataRanges(compiled, runtimes),
      filled: runtimeFillRanges(compiled, deployed.immutableReferences),
    };
    const result = compareCode(compiled, code.runtime, masks, true);
    if (!result.ok) throw mismatch('runtime', result);
    checked.push('runtime');
    full &&= result.full;
  }

  const abi = found.contract.abi;
  const onChainArgs = rest === undefined ? undefined : bytesToHex(rest);
  const args = onChainArgs ?? req.constructorArguments ?? '';
  const decoded =
    onChainArgs === undefined
      ? (decodeConstructorArguments(abi, args) ?? [])
      : checkConstructorArguments(abi, onChainArgs, req.constructorArguments);
  return {
    job,
    verified: {
      match: full ? 'full' : 'partial',
      checked,
      contractName: found.name,
      contractFile: found.file,
      compilerVersion: req.compiler.longVersion,
      constructorArguments: args,
      decodedConstructorArguments: decoded,
      ...(onChainArgs === undefined
        ? {
            note: 'the node holds no creation code for this contract: its constructor arguments were not checked',
          }
        : {}),
      abi,
    },
  };
}
