import type { EventFragment } from 'ethers';
import { toBase58Address } from '../address.js';
import { strip0x } from '../hex.js';
import { isHashed } from './event-words.js';
import type { DecodedParam } from './values.js';

/** Where an argument of a one-word event is, and how its word reads. */
export interface WordArg {
  name: string;
  /** The type as decodeEventLog names it (the declared one, also for a hashed value). */
  type: string;
  indexed: boolean;
  /** Its topic (after topic 0) or data word. */
  at: number;
  read: (word: string) => DecodedParam['value'];
}

const INTEGER = /^(u?)int(\d*)$/;
const FIXED_BYTES = /^bytes(\d+)$/;

/** A word as ethers reads an integer of `bits`: its low bits, two's complement where signed. */
function integer(bits: number, signed: boolean) {
  const mask = (1n << BigInt(bits)) - 1n;
  const top = 1n << BigInt(bits - 1);
  return (word: string) => {
    const value = BigInt(`0x${word}`) & mask;
    return signed && value >= top ? value - (1n << BigInt(bits)) : value;
  };
}

/** How a word of `type` reads, as ethers decodes it and fromEthersValue converts it. */
function reader(type: string, hashed: boolean): WordArg['read'] {
  if (hashed) return (word) => `0x${word.toLowerCase()}`;
  if (type === 'address') return (word) => toBase58Address(word.slice(24));
  if (type === 'bool') return (word) => !/^0+$/.test(word);
  const int = INTEGER.exec(type);
  if (int !== null) return integer(Number(int[2] || 256), int[1] === '');
  const size = Number(FIXED_BYTES.exec(type)?.[1]);
  return (word) => `0x${word.slice(0, 2 * size).toLowerCase()}`;
}

/**
 * The arguments of an event whose every argument is one word (see eventWords, which this follows),
 * in the order declared. Decoding such a log with ethers took about 80 µs; reading its words takes
 * a few, and an event page decodes twenty.
 */
export function wordArgs(fragment: EventFragment): WordArg[] {
  let topics = 0;
  let words = 0;
  return fragment.inputs.map((param) => {
    const indexed = param.indexed === true;
    return {
      name: param.name,
      type: param.format(),
      indexed,
      at: indexed ? topics++ : words++,
      read: reader(param.type, isHashed(param)),
    };
  });
}

/**
 * A log's arguments read from its words: only for a log fitsEventWords accepts (whole words of hex,
 * enough of them, addresses of 20 bytes), whose decoding by ethers cannot fail.
 */
export function readWordArgs(args: WordArg[], topics: readonly string[], dataHex: string): DecodedParam[] {
  const data = strip0x(dataHex);
  return args.map((arg) => ({
    name: arg.name,
    type: arg.type,
    value: arg.read(arg.indexed ? strip0x(topics[1 + arg.at]!) : data.slice(64 * arg.at, 64 * arg.at + 64)),
  }));
}
