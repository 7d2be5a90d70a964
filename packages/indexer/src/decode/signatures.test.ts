import { describe, expect, it } from 'vitest';
import { signatureColumns } from './signatures.js';

const sig = (c: string) => c.repeat(130);

describe('signatureColumns', () => {
  it('puts 65-byte signatures one after the other as bytes, with no jsonb list', () => {
    expect(signatureColumns([sig('a'), sig('b')])).toEqual({
      json: null,
      bytesHex: `${sig('a')}${sig('b')}`,
    });
    expect(signatureColumns([])).toEqual({ json: null, bytesHex: '' });
  });

  it('keeps the jsonb list when a signature has another length', () => {
    expect(signatureColumns([sig('a'), 'abcd'])).toEqual({
      json: JSON.stringify([sig('a'), 'abcd']),
      bytesHex: null,
    });
  });
});
