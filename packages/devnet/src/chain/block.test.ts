import { encodeTransaction } from '@poxscan/protocol';
import { readJavaTronFixture } from '@poxscan/test-support/fixtures';
import { describe, expect, it } from 'vitest';
import { encodeBlockTransaction } from './block.js';

describe('block transactions', () => {
  it('encode the same bytes as the protocol package for a real signed transaction', () => {
    const tx = readJavaTronFixture<{ raw_data: never; raw_data_hex: string; signature: string[] }>(
      'gettransactionbyid-1.json',
    );
    const expected = encodeTransaction({
      raw_data: tx.raw_data,
      signature: tx.signature,
      ret: [{ contractRet: 'SUCCESS' }],
    });
    expect(encodeBlockTransaction(tx.raw_data_hex, tx.signature, 'SUCCESS')).toEqual(expected);
  });
});
