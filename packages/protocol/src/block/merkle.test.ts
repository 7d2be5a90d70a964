import { describe, expect, it } from 'vitest';
import { sha256Hex } from '../hash.js';
import { concatBytes, hexToBytes } from '../hex.js';
import {
  computeTxTrieRoot,
  EMPTY_TX_TRIE_ROOT,
  merkleRootOfLeaves,
  transactionMerkleLeaf,
} from './merkle.js';

const pair = (a: string, b: string) => sha256Hex(concatBytes(hexToBytes(a), hexToBytes(b)));
const leaf = (n: number) => sha256Hex(Uint8Array.of(n));

describe('txTrieRoot', () => {
  it('is 32 zero bytes for a block without transactions (as in real empty blocks)', () => {
    expect(computeTxTrieRoot([])).toBe(EMPTY_TX_TRIE_ROOT);
    expect(EMPTY_TX_TRIE_ROOT).toBe('0'.repeat(64));
  });

  it('hashes whole transaction bytes into leaves; one transaction is its own root', () => {
    const tx = Uint8Array.of(0x0a, 0x00);
    expect(transactionMerkleLeaf(tx)).toBe(sha256Hex(tx));
    expect(computeTxTrieRoot([tx])).toBe(sha256Hex(tx));
  });

  it('pairs neighbours and carries an odd last node up unchanged', () => {
    const [a, b, c, d, e] = [1, 2, 3, 4, 5].map(leaf) as [string, string, string, string, string];
    expect(merkleRootOfLeaves([a, b])).toBe(pair(a, b));
    expect(merkleRootOfLeaves([a, b, c])).toBe(pair(pair(a, b), c));
    expect(merkleRootOfLeaves([a, b, c, d])).toBe(pair(pair(a, b), pair(c, d)));
    expect(merkleRootOfLeaves([a, b, c, d, e])).toBe(pair(pair(pair(a, b), pair(c, d)), e));
  });

  it('rejects leaves that are not 32 bytes', () => {
    expect(() => merkleRootOfLeaves(['abcd'])).toThrow('a Merkle leaf must be 32 bytes, got 2');
  });
});
