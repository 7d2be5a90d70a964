import { readJavaTronFixture } from '@poxscan/test-support/fixtures';
import { describe, expect, it } from 'vitest';
import { toHexAddress } from '../address.js';
import { bytesToHex } from '../hex.js';
import { privateKeyToAddress } from '../signature.js';
import { type BlockHeaderJson, blockNumberFromId, computeBlockId, encodeBlockHeaderRaw } from './header.js';
import { recoverBlockWitness, signBlock } from './witness.js';

interface BlockPayload {
  blockID: string;
  block_header: BlockHeaderJson;
}

// Strict-JSON blocks whose blockID and witness signature are complete (SOURCES.md, "checks").
const BLOCKS = ['getblockbynum-1.json', 'getblockbynum-2.json', 'getblock-1.json'];

describe('block header', () => {
  it.each(BLOCKS)('%s: recomputes the blockID and recovers the witness', (file) => {
    const block = readJavaTronFixture<BlockPayload>(file);
    const raw = block.block_header.raw_data;
    expect(computeBlockId(raw.number!, raw)).toBe(block.blockID);
    expect(computeBlockId(raw.number!, encodeBlockHeaderRaw(raw))).toBe(block.blockID);
    expect(recoverBlockWitness(block.block_header)).toBe(toHexAddress(raw.witness_address!));
    expect(blockNumberFromId(block.blockID)).toBe(BigInt(raw.number!));
  });

  it('writes fields in field-number order and leaves defaults out', () => {
    const hex = bytesToHex(encodeBlockHeaderRaw({ number: 1, timestamp: 0, version: 0, parentHash: 'ab' }));
    expect(hex).toBe('1a01ab3801');
    expect(bytesToHex(encodeBlockHeaderRaw({ witness_id: 2, accountStateRoot: '01', version: 30 }))).toBe(
      '4002501e5a0101',
    );
  });

  it('signs a header so that it recovers to the witness and carries its number in the blockID', () => {
    const priv = '4b8c5f0e1c3a7e6d2b9f0a1c8e7d6c5b4a39281706f5e4d3c2b1a0f9e8d7c6b5';
    const raw = {
      number: 123_456,
      timestamp: 1_700_000_000_000,
      parentHash: `000000000001e23f${'ab'.repeat(24)}`,
      txTrieRoot: '00'.repeat(32),
      witness_address: privateKeyToAddress(priv),
      version: 32,
    };
    const signed = signBlock(raw, priv);
    expect(signed.blockID.slice(0, 16)).toBe('000000000001e240');
    expect(signed.raw_data_hex).toBe(bytesToHex(encodeBlockHeaderRaw(raw)));
    expect(signed.witness_signature).toMatch(/^[0-9a-f]{128}(1b|1c)$/);
    expect(recoverBlockWitness({ raw_data: raw, witness_signature: signed.witness_signature })).toBe(
      raw.witness_address,
    );
  });
});
