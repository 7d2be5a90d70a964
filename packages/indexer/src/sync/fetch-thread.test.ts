import { loadedModules } from '@poxscan/test-support/imports';
import { describe, expect, it } from 'vitest';

// The fetch thread starts with every catch-up and after a crash, and the writer waits for its first
// blocks: what it loads is time on the clock. The database clients and tronweb took about a second.
const NOT_FOR_THE_THREAD = /^(pg|pg-copy-streams|kysely|@electric-sql\/pglite|tronweb|tiny-secp256k1)(\/|$)/;

describe('the fetch thread', () => {
  it('loads no database client, tronweb or WebAssembly signer', () => {
    const loaded = [...loadedModules(new URL('./fetch-thread.ts', import.meta.url))];
    // The walk reached the protocol's block headers and the ABI decoder.
    expect(loaded).toEqual(expect.arrayContaining(['google-protobuf', 'ethers']));
    expect(loaded.filter((specifier) => NOT_FOR_THE_THREAD.test(specifier))).toEqual([]);
  });
});
