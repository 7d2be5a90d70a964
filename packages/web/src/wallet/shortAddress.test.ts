import { describe, expect, it } from 'vitest';
import { shortAddress } from './shortAddress';

describe('shortAddress', () => {
  it('keeps the first 5 and last 5 characters, joined by an ellipsis', () => {
    expect(shortAddress('TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7')).toBe('TLa2f...wYjU7');
  });
});
