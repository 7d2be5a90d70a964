/** The bytes a hex prefix stands for, as a range of byte strings given in hex: low <= x < high. */
export interface HexRange {
  low: string;
  /** undefined when the prefix is all 'f': every longer string above low matches */
  high: string | undefined;
}

/**
 * The range of byte strings that begin with a hex prefix (lower case), for a prefix search on a bytea
 * column that walks its index in order: `x >= low AND x < high`. An odd-length prefix ends in half
 * a byte, which spans low = p + '0' up to, not including, the next half byte (p + 1) + '0'.
 */
export function hexPrefixRange(prefix: string): HexRange {
  const pad = (hex: string) => (hex.length % 2 === 0 ? hex : `${hex}0`);
  const digits = prefix.split('');
  let i = digits.length - 1;
  while (i >= 0 && digits[i] === 'f') digits[i--] = '0';
  if (i < 0) return { low: pad(prefix), high: undefined };
  digits[i] = (Number.parseInt(digits[i]!, 16) + 1).toString(16);
  return { low: pad(prefix), high: pad(digits.join('')) };
}
