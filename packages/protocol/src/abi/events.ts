import { EventFragment, Indexed, Interface } from 'ethers';
import { keccak256Hex } from '../hash.js';
import { strip0x, utf8ToBytes } from '../hex.js';
import { type EventWords, eventWords, fitsEventWords } from './event-words.js';
import { MAX_SIGNATURE_LENGTH } from './functions.js';
import { type AbiEntry, normalizeAbi } from './normalize.js';
import { type DecodedParam, fromEthersValue } from './values.js';
import { readWordArgs, type WordArg, wordArgs } from './word-args.js';

/** keccak256 of an event's canonical signature: its topic 0, as 64 hex digits. */
export function eventTopic(signatureOrEntry: string | AbiEntry): string {
  if (typeof signatureOrEntry === 'string' && signatureOrEntry.length > MAX_SIGNATURE_LENGTH) {
    throw new Error(
      `invalid event signature: ${signatureOrEntry.length} characters, at most ${MAX_SIGNATURE_LENGTH}`,
    );
  }
  const fragment =
    typeof signatureOrEntry === 'string'
      ? EventFragment.from(
          `event ${signatureOrEntry.replace(/^event\s+/, '').replace(/\btrcToken\b/g, 'uint256')}`,
        )
      : EventFragment.from(signatureOrEntry);
  return keccak256Hex(utf8ToBytes(fragment.format('sighash')));
}

export interface DecodedEventLog {
  name: string;
  signature: string;
  args: DecodedParam[];
}

// An indexer decodes thousands of logs per ABI: build each ABI's events once (keyed by the ABI object),
// with each event under its topic 0. ethers' parseLog finds the event by hashing every event's
// signature again for each log.
interface KnownEvent {
  iface: Interface;
  fragment: EventFragment;
  signature: string;
  words: EventWords | null;
  /** Where words is: its arguments, read from the words without ethers. */
  args: WordArg[] | null;
}
type AbiEvents = Map<string, KnownEvent>;
const cache = new WeakMap<object, AbiEvents | null>();

function buildEvents(abi: unknown): AbiEvents | null {
  const events = normalizeAbi(abi).filter((entry) => entry.type === 'event');
  if (events.length === 0) return null;
  try {
    const iface = new Interface(events);
    const byTopic: AbiEvents = new Map();
    // ethers keeps one event per signature, and a topic is its signature's hash.
    iface.forEachEvent((fragment) => {
      const signature = fragment.format();
      const words = eventWords(fragment);
      const args = words === null ? null : wordArgs(fragment);
      byTopic.set(fragment.topicHash, { iface, fragment, signature, words, args });
    });
    return byTopic;
  } catch {
    return null;
  }
}

function abiEvents(abi: unknown): AbiEvents | null {
  if (typeof abi !== 'object' || abi === null) return buildEvents(abi);
  let known = cache.get(abi);
  if (known === undefined) {
    known = buildEvents(abi);
    cache.set(abi, known);
  }
  return known;
}

/** The event of `abi` whose topic is a log's topic 0; null where none is, or a topic is no word. */
function eventOfTopics(abi: unknown, topics: readonly string[]): KnownEvent | null {
  // A topic is one 32-byte word: anything else is malformed, and refused before ethers parses it.
  if (topics.some((topic) => typeof topic !== 'string' || strip0x(topic).length !== 64)) return null;
  const events = abiEvents(abi);
  if (events === null || topics.length === 0) return null;
  const match = events.get(`0x${strip0x(topics[0]!).toLowerCase()}`);
  return match === undefined || match.fragment.anonymous ? null : match;
}

/** A log of `match` with its arguments decoded by ethers; null where it is malformed. */
function decodeMatched(match: KnownEvent, topics: readonly string[], dataHex: string) {
  try {
    const args = match.iface.decodeEventLog(
      match.fragment,
      `0x${strip0x(dataHex)}`,
      topics.map((t) => `0x${strip0x(t)}`),
    );
    // ethers defers a value's decoding error (a string that is not UTF-8) until the value is read.
    args.toArray(true);
    return { ...match, args };
  } catch {
    return null;
  }
}

/** An indexed string, bytes, array or tuple: its topic holds only the value's hash, given as such. */
const indexedValue = (value: unknown) => (value instanceof Indexed ? value.hash : null);

/**
 * Decodes a log (java-tron's TransactionInfo.log: topics and data as hex, with or without 0x) by
 * the events of `abi`; addresses come out as base58. Null when no event matches or the log is malformed.
 */
export function decodeEventLog(
  abi: unknown,
  topics: readonly string[],
  dataHex: string,
): DecodedEventLog | null {
  const event = eventOfTopics(abi, topics);
  if (event?.args && event.words && fitsEventWords(event.words, topics, dataHex))
    return {
      name: event.fragment.name,
      signature: event.signature,
      args: readWordArgs(event.args, topics, dataHex),
    };
  const match = event === null ? null : decodeMatched(event, topics, dataHex);
  if (match === null) return null;
  try {
    return {
      name: match.fragment.name,
      signature: match.signature,
      args: match.fragment.inputs.map((param, i) => ({
        name: param.name,
        type: param.format(),
        value: indexedValue(match.args[i]) ?? fromEthersValue(param, match.args[i]),
      })),
    };
  } catch {
    return null;
  }
}

/**
 * The name and signature of the event of `abi` a log is, as decodeEventLog gives them (null in the
 * same cases), without converting its arguments: what an indexer stores.
 */
export function eventOfLog(
  abi: unknown,
  topics: readonly string[],
  dataHex: string,
): { name: string; signature: string } | null {
  const event = eventOfTopics(abi, topics);
  // An indexer names millions of logs: where the lengths tell whether ethers would decode one, it is
  // not decoded (ethers hashes the signature again and checksums each address for every log).
  const decodes =
    event !== null &&
    (event.words === null
      ? decodeMatched(event, topics, dataHex) !== null
      : fitsEventWords(event.words, topics, dataHex));
  return decodes ? { name: event.fragment.name, signature: event.signature } : null;
}
