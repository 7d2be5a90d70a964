import { sha256Bytes } from '../hash.js';
import { bytesToHex, concatBytes, hexToBytes } from '../hex.js';

/** txTrieRoot of a block without transactions: 32 zero bytes. */
export const EMPTY_TX_TRIE_ROOT = '00'.repeat(32);

/**
 * A transaction's leaf in its block's txTrieRoot: sha256 of the WHOLE Transaction protobuf bytes
 * (raw_data, signatures and ret), java-tron's TransactionCapsule.getMerkleHash. It is not the txID.
 * (Read from java-tron's source; no real block with all its transactions is in the fixtures to check it.)
 */
export function transactionMerkleLeaf(transactionBytes: Uint8Array): string {
  return bytesToHex(sha256Bytes(transactionBytes));
}

/**
 * java-tron's MerkleTree over leaf hashes: pair neighbours left to right, parent = sha256(left ‖
 * right); an odd last node is carried up unchanged (not paired with itself, unlike Bitcoin).
 * A single leaf is its own root; no leaves give EMPTY_TX_TRIE_ROOT.
 */
export function merkleRootOfLeaves(leafHashesHex: readonly string[]): string {
  if (leafHashesHex.length === 0) return EMPTY_TX_TRIE_ROOT;
  let level = leafHashesHex.map((leaf) => {
    const bytes = hexToBytes(leaf);
    if (bytes.length !== 32) throw new Error(`a Merkle leaf must be 32 bytes, got ${bytes.length}`);
    return bytes;
  });
  while (level.length > 1) {
    const next: Uint8Array[] = [];
    for (let i = 0; i < level.length; i += 2) {
      const right = level[i + 1];
      next.push(right ? sha256Bytes(concatBytes(level[i]!, right)) : level[i]!);
    }
    level = next;
  }
  return bytesToHex(level[0]!);
}

/**
 * txTrieRoot (BlockCapsule.calcMerkleRoot) of a block from the protobuf bytes of its transactions,
 * in block order (see encodeTransaction for building them from JSON).
 */
export function computeTxTrieRoot(transactionsBytes: readonly Uint8Array[]): string {
  return merkleRootOfLeaves(transactionsBytes.map(transactionMerkleLeaf));
}
