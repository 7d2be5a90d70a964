import { readJavaTronFixture } from '@poxscan/test-support/fixtures';
import { describe, expect, it } from 'vitest';
import { fromHex, sha256 } from '../crypto/bytes.js';
import { recoverAddress } from '../crypto/signature.js';
import { blockIdOf, computeTxTrieRoot, encodeBlockHeaderRaw } from './block.js';

interface FixtureBlock {
  blockID: string;
  block_header: {
    raw_data: {
      number: number;
      txTrieRoot: string;
      witness_address: string;
      parentHash: string;
      version: number;
      timestamp: number;
    };
    witness_signature: string;
  };
}

describe('block header', () => {
  it('recomputes the blockID and witness signature of real java-tron blocks', () => {
    for (const name of ['getblockbynum-1.json', 'getblockbynum-2.json', 'getblock-1.json']) {
      const block = readJavaTronFixture<FixtureBlock>(name);
      const raw = block.block_header.raw_data;
      const hash = sha256(
        encodeBlockHeaderRaw({
          number: raw.number,
          timestamp: raw.timestamp,
          txTrieRoot: raw.txTrieRoot,
          parentHash: raw.parentHash,
          witnessAddress: raw.witness_address,
          version: raw.version,
        }),
      );
      expect(blockIdOf(raw.number, hash), name).toBe(block.blockID);
      expect(recoverAddress(hash, fromHex(block.block_header.witness_signature)), name).toBe(
        raw.witness_address,
      );
    }
  });

  it('builds the merkle root from pairs and carries an odd leaf up', () => {
    const a = new Uint8Array([1]);
    const b = new Uint8Array([2]);
    const c = new Uint8Array([3]);
    const ab = sha256(new Uint8Array([...sha256(a), ...sha256(b)]));
    const expected = sha256(new Uint8Array([...ab, ...sha256(c)]));
    expect(computeTxTrieRoot([a, b, c])).toBe(Buffer.from(expected).toString('hex'));
    expect(computeTxTrieRoot([])).toBe('00'.repeat(32));
  });
});
