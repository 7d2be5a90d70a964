import type { EventFragment, ParamType } from 'ethers';
import { strip0x } from '../hex.js';

/**
 * An event whose every argument takes one word, in a topic or in the data (what nearly every
 * event is: addresses, integers, booleans, fixed bytes, and indexed dynamic values, which a topic
 * holds as their hash). Whether ethers can decode such a log is known from its lengths and its
 * address words alone, without the cost of decoding it.
 */
export interface EventWords {
  topics: number;
  dataWords: number;
  /** Indexes into the topics after topic 0, and into the data's words, that hold an address. */
  addressTopics: number[];
  addressWords: number[];
}

// ethers has checked the sizes: a `uintN` or `bytesN` it accepts fits in a word.
const ONE_WORD = /^(address|bool|u?int\d+|bytes\d+)$/;
/** An indexed string, bytes, tuple or array: ethers decodes it as the bytes32 hash its topic holds. */
export const isHashed = (param: ParamType) =>
  param.indexed === true &&
  (param.type === 'string' ||
    param.type === 'bytes' ||
    param.baseType === 'tuple' ||
    param.baseType === 'array');

/** The words of `fragment`'s logs; null where an argument is laid out otherwise (ethers decodes it). */
export function eventWords(fragment: EventFragment): EventWords | null {
  const words: EventWords = { topics: 0, dataWords: 0, addressTopics: [], addressWords: [] };
  for (const param of fragment.inputs) {
    if (!isHashed(param) && !ONE_WORD.test(param.type)) return null;
    if (param.indexed === true) {
      if (param.type === 'address') words.addressTopics.push(words.topics);
      words.topics++;
    } else {
      if (param.type === 'address') words.addressWords.push(words.dataWords);
      words.dataWords++;
    }
  }
  return words;
}

const HEX_WORD = /^(0x)?[0-9a-fA-F]{64}$/;
const HEX_BYTES = /^(?:[0-9a-fA-F]{2})*$/;
// ethers refuses an address word whose first 12 bytes are not zero ("value exceeds width").
const isAddressWord = (hex64: string) => /^0{24}/.test(hex64);

/**
 * Whether ethers decodes a log of such an event (topic 0 included in `topics`): every topic is
 * one word of hex, there are enough of them and enough data, and each address is 20 bytes.
 * Extra topics and trailing data are ignored, as ethers ignores them.
 */
export function fitsEventWords(words: EventWords, topics: readonly string[], dataHex: string): boolean {
  if (topics.length < 1 + words.topics || !topics.every((topic) => HEX_WORD.test(topic))) return false;
  const data = strip0x(dataHex);
  if (data.length < 64 * words.dataWords || !HEX_BYTES.test(data)) return false;
  return (
    words.addressTopics.every((i) => isAddressWord(strip0x(topics[1 + i]!))) &&
    words.addressWords.every((i) => isAddressWord(data.slice(64 * i, 64 * i + 24)))
  );
}
