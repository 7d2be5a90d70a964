import { describe, expect, it } from 'vitest';
import { parseJsonExact } from './exact-json.js';

describe('parseJsonExact', () => {
  it('keeps integers beyond 2^53 exact as strings', () => {
    const parsed = parseJsonExact('{"a":9007199254740993,"b":-99999999999999999999,"c":12}') as Record<
      string,
      unknown
    >;
    expect(parsed).toEqual({ a: '9007199254740993', b: '-99999999999999999999', c: 12 });
  });

  it('leaves digits inside strings, decimals and safe integers alone', () => {
    const text = '{"s":"12345678901234567890\\"9999999999999999999","d":1.5e300,"x":[9007199254740991]}';
    expect(parseJsonExact(text)).toEqual(JSON.parse(text));
  });

  it('ends a string at a quote after an even run of backslashes', () => {
    const parsed = parseJsonExact('{"s":"a\\\\","t":"b\\"\\\\\\"","n":12345678901234567890}');
    expect(parsed).toEqual({ s: 'a\\', t: 'b"\\"', n: '12345678901234567890' });
  });
});
