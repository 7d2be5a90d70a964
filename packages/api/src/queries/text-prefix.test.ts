import { describe, expect, it } from 'vitest';
import { prefixEnd } from './text-prefix.js';

const utf8 = (s: string) => Buffer.from(s, 'utf8');
const below = (a: string, b: string) => Buffer.compare(utf8(a), utf8(b)) < 0;

describe('prefixEnd', () => {
  it('is above every text that begins with the prefix and below the next texts', () => {
    for (const prefix of ['us', 'a', 'zz', 'é', '日本', 'a\u{10ffff}']) {
      const end = prefixEnd(prefix)!;
      for (const tail of ['', 'a', '\u{7f}', '\u{ffff}', '\u{10ffff}\u{10ffff}'])
        expect(below(prefix + tail, end)).toBe(true);
      expect(below(prefix, end)).toBe(true);
    }
    expect(prefixEnd('us')).toBe('ut');
    expect(prefixEnd('a\u{10ffff}')).toBe('b');
  });

  it('steps over the UTF-16 halves, which are not characters', () => {
    expect(prefixEnd('x\u{d7ff}')).toBe('x\u{e000}');
  });

  it('has no end when every character is the last there is', () => {
    expect(prefixEnd('\u{10ffff}\u{10ffff}')).toBeUndefined();
  });
});
