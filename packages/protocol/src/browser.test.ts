import { loadedModules } from '@poxscan/test-support/imports';
import { describe, expect, it } from 'vitest';
import * as browser from './browser.js';
import * as chain from './chain.js';
import * as full from './index.js';
import * as wasm from './secp256k1-wasm.js';

const BROWSER_SAFE = /^(@noble\/hashes|@noble\/curves|@scure\/base|ethers)(\/|$)/;

describe('entry points', () => {
  it('browser.ts reaches only @noble/*, @scure/base and ethers (no tronweb, google-protobuf, node:)', () => {
    const imports = [...loadedModules(new URL('./browser.ts', import.meta.url))];
    expect(imports).toContain('@noble/curves/secp256k1.js');
    expect(imports.filter((specifier) => !BROWSER_SAFE.test(specifier))).toEqual([]);
  });

  it('chain.ts adds only google-protobuf to them, and every name of browser.ts', () => {
    const imports = [...loadedModules(new URL('./chain.ts', import.meta.url))];
    expect(imports).toContain('google-protobuf');
    expect(imports.filter((s) => !BROWSER_SAFE.test(s) && s !== 'google-protobuf')).toEqual([]);
    expect(Object.keys(browser).filter((name) => !Object.hasOwn(chain, name))).toEqual([]);
    expect(Object.hasOwn(chain, 'storedRawDataHex')).toBe(true);
    expect(Object.hasOwn(chain, 'encodeBlockHeaderRaw')).toBe(true);
  });

  it('index.ts re-exports everything of chain.ts plus the server helpers', () => {
    const fullNames = new Set(Object.keys(full));
    expect(Object.keys(chain).filter((name) => !fullNames.has(name))).toEqual([]);
    expect(fullNames.has('encodeTransactionRawData')).toBe(true);
    expect(Object.hasOwn(browser, 'encodeTransactionRawData')).toBe(false);
    expect(loadedModules(new URL('./index.ts', import.meta.url))).toContain('tronweb');
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
