import { hexToBytes } from '../hex.js';

const WORD = 64;

/**
 * The first `maxChars` characters of an ABI-encoded `string` return value, from as much of its hex as
 * was read (`hex` may stop anywhere after the length word). A character whose bytes were cut off is
 * left out rather than shown broken. Undefined where the head is no string encoding.
 */
export function abiStringHead(hex: string, maxChars: number): string | undefined {
  if (hex.length < 2 * WORD || !/^[0-9a-fA-F]*$/.test(hex)) return undefined;
  const offset = BigInt(`0x${hex.slice(0, WORD)}`);
  if (offset % 32n !== 0n || offset * 2n + BigInt(WORD) > BigInt(hex.length)) return undefined;
  const at = Number(offset) * 2;
  const length = BigInt(`0x${hex.slice(at, at + WORD)}`);
  const start = at + WORD;
  const available = Math.floor((hex.length - start) / 2);
  const cut = length > BigInt(available);
  // Four bytes a character at most: no need to decode more than that.
  const take = Math.min(cut ? available : Number(length), maxChars * 4);
  // A decoder of its own: one that streams keeps the cut-off bytes for its next call.
  const decoder = new TextDecoder('utf-8', { fatal: false });
  const bytes = hexToBytes(hex.slice(start, start + take * 2));
  return decoder.decode(bytes, { stream: cut || take < length }).slice(0, maxChars);
}
