import { describe, expect, it } from 'vitest';
import { boundedMemo } from './memo.js';

describe('boundedMemo', () => {
  it('computes a key once, null answers included, and keeps at most its limit', () => {
    const computed: string[] = [];
    const memo = boundedMemo(3, (key) => {
      computed.push(key);
      return key === 'none' ? null : key.toUpperCase();
    });
    expect([memo('a'), memo('none'), memo('a'), memo('none')]).toEqual(['A', null, 'A', null]);
    expect(computed).toEqual(['a', 'none']);
    memo('b');
    memo('c'); // the fourth key: the three before it are forgotten
    expect([memo('c'), memo('a')]).toEqual(['C', 'A']);
    expect(computed).toEqual(['a', 'none', 'b', 'c', 'a']);
  });
});
