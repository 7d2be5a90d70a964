import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as browser from './browser.js';
import * as full from './index.js';
import * as wasm from './secp256k1-wasm.js';

const BROWSER_SAFE = /^(@noble\/hashes|@noble\/curves|@scure\/base|ethers)(\/|$)/;

/** Every bare module specifier reachable from a source file through relative imports. */
function externalImports(file: URL, seen = new Set<string>()): Set<string> {
  const found = new Set<string>();
  if (seen.has(file.href)) return found;
  seen.add(file.href);
  const source = readFileSync(file, 'utf8');
  for (const [, specifier] of source.matchAll(/(?:^|\n)\s*(?:import|export)\b[^'"]*?from\s+'([^']+)'/g)) {
    if (!specifier!.startsWith('.')) found.add(specifier!);
    else
      for (const dep of externalImports(new URL(specifier!.replace(/\.js$/, '.ts'), file), seen))
        found.add(dep);
  }
  return found;
}

describe('entry points', () => {
  it('browser.ts reaches only @noble/*, @scure/base and ethers (no tronweb, google-protobuf, node:)', () => {
    const imports = [...externalImports(new URL('./browser.ts', import.meta.url))];
    expect(imports).toContain('@noble/curves/secp256k1.js');
    expect(imports.filter((specifier) => !BROWSER_SAFE.test(specifier))).toEqual([]);
  });

  it('index.ts re-exports everything of browser.ts plus the server helpers', () => {
    const fullNames = new Set(Object.keys(full));
    expect(Object.keys(browser).filter((name) => !fullNames.has(name))).toEqual([]);
    expect(fullNames.has('encodeTransactionRawData')).toBe(true);
    expect(Object.hasOwn(browser, 'encodeTransactionRawData')).toBe(false);
    expect(externalImports(new URL('./index.ts', import.meta.url))).toContain('tronweb');
  });

  it('index.ts signs and recovers on WebAssembly, browser.ts on @noble', () => {
    const pairs = [
      [full.signDigest, browser.signDigest, wasm.signDigest],
      [full.recoverAddressFromDigest, browser.recoverAddressFromDigest, wasm.recoverAddressFromDigest],
      [full.verifyDigestSignatures, browser.verifyDigestSignatures, wasm.verifyDigestSignatures],
    ] as const;
    for (const [server, inBrowser, onWasm] of pairs) {
      expect(server).toBe(onWasm);
      expect(inBrowser).not.toBe(onWasm);
    }
  });
});
