// Compiles the PRC20 template (with the OpenZeppelin sources it imports) into the artifact the
// token deployment page ships: ABI, creation code, and the standard JSON input that verifies it.
// Run after changing PRC20Token.sol or @openzeppelin/contracts: `npm run contracts -w @poxscan/web`.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const solc = require('solc-0.8.37');
const OUT = join(here, '..', 'src', 'pages', 'prc20-token-deployment', 'prc20Artifact.json');
const CONTRACT = 'PRC20Token';
const ENTRY = `${CONTRACT}.sol`;

/** Reads a source by its import path: the template beside this script, or a package's file. */
function read(path) {
  return path === ENTRY
    ? readFileSync(join(here, ENTRY), 'utf8')
    : readFileSync(require.resolve(path), 'utf8');
}

/** The template and every file it imports, transitively, keyed by import path. */
function collectSources() {
  const sources = {};
  const pending = [ENTRY];
  while (pending.length > 0) {
    const path = pending.pop();
    if (sources[path] !== undefined) continue;
    const content = read(path);
    sources[path] = { content };
    for (const [, target] of content.matchAll(/^import\s+(?:[^'"]*from\s+)?["']([^"']+)["'];/gm)) {
      pending.push(
        target.startsWith('.') ? posix.normalize(posix.join(posix.dirname(path), target)) : target,
      );
    }
  }
  return Object.fromEntries(Object.entries(sources).sort(([a], [b]) => a.localeCompare(b)));
}

export function buildInput() {
  return {
    language: 'Solidity',
    sources: collectSources(),
    settings: { optimizer: { enabled: true, runs: 200 }, evmVersion: 'shanghai' },
  };
}

export function compile(input) {
  const full = {
    ...input,
    settings: {
      ...input.settings,
      outputSelection: { [ENTRY]: { [CONTRACT]: ['abi', 'evm.bytecode.object'] } },
    },
  };
  const output = JSON.parse(solc.compile(JSON.stringify(full)));
  const errors = (output.errors ?? []).filter((e) => e.severity === 'error');
  if (errors.length > 0) throw new Error(errors.map((e) => e.formattedMessage).join('\n'));
  const contract = output.contracts[ENTRY][CONTRACT];
  return { abi: contract.abi, bytecode: contract.evm.bytecode.object };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const input = buildInput();
  const { abi, bytecode } = compile(input);
  const artifact = {
    contractName: CONTRACT,
    contractFile: ENTRY,
    compilerVersion: solc.version().replace(/\.Emscripten.*$/, ''),
    openZeppelin: require('@openzeppelin/contracts/package.json').version,
    abi,
    bytecode,
    standardJsonInput: input,
  };
  writeFileSync(OUT, `${JSON.stringify(artifact, null, 2)}\n`);
  process.stdout.write(`wrote ${OUT} (${bytecode.length / 2} bytes of creation code)\n`);
}
