import { EventFragment } from 'ethers';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { eventWords } from './event-words.js';
import { decodeEventLog, eventOfLog, eventTopic } from './events.js';

describe('eventWords', () => {
  it('lays out an event of one-word arguments, indexed dynamic values as their topic hash', () => {
    const fragment = EventFragment.from(
      'event Moved(address indexed from, string indexed memo, uint8 kind, address to, bytes4 tag)',
    );
    expect(eventWords(fragment)).toEqual({
      topics: 2,
      dataWords: 3,
      addressTopics: [0],
      addressWords: [1],
    });
  });

  it('leaves to ethers an event with a dynamic or multi-word value in its data', () => {
    for (const signature of ['Named(string label)', 'Pair((address,uint32) pair)', 'Few(uint256[2] few)']) {
      expect(eventWords(EventFragment.from(`event ${signature}`))).toBeNull();
    }
  });
});

const TYPES = [
  'address',
  'bool',
  'uint256',
  'uint8',
  'int64',
  'bytes32',
  'bytes4',
  'string',
  'bytes',
  'uint256[]',
  'address[2]',
  '(address,uint32)',
];
const param = fc.record({ type: fc.constantFrom(...TYPES), indexed: fc.boolean() });
const hex = (digits: number) => fc.stringMatching(new RegExp(`^[0-9a-f]{${digits}}$`));
/** A word as logs hold them: an address (12 zero bytes first), any 32 bytes, or a broken one. */
const word = fc.oneof(
  { arbitrary: hex(40).map((body) => `${'0'.repeat(24)}${body}`), weight: 12 },
  { arbitrary: hex(64), weight: 2 },
  { arbitrary: hex(64).map((w) => w.toUpperCase()), weight: 1 },
  { arbitrary: hex(63).map((w) => `${w}g`), weight: 1 },
);

describe('eventOfLog without decoding (property)', () => {
  it('names a log exactly where ethers decodes it', () => {
    let named = 0;
    fc.assert(
      fc.property(
        fc.array(param, { maxLength: 5 }).filter((ps) => ps.filter((p) => p.indexed).length <= 3),
        fc.array(word, { minLength: 12, maxLength: 12 }),
        // How many topics and data words the log has beside what the event needs (mostly none).
        fc.constantFrom(-1, 0, 0, 0, 1),
        fc.constantFrom(-1, 0, 0, 0, 1),
        fc.constantFrom('', '', 'ab', 'a', 'zz'),
        fc.constantFrom('', '0x'),
        (params, words, moreTopics, moreWords, tail, prefix) => {
          const indexed = params.filter((p) => p.indexed).length;
          const topicWords = words.slice(0, Math.max(0, indexed + moreTopics));
          const dataWords = words.slice(6, 6 + Math.max(0, params.length - indexed + moreWords));
          const inputs = params.map((p, i) => `${p.type}${p.indexed ? ' indexed' : ''} a${i}`);
          const signature = `Ev(${inputs.join(', ')})`;
          const abi = [EventFragment.from(`event ${signature}`).format('json')].map((j) => JSON.parse(j));
          const topics = [eventTopic(signature), ...topicWords.map((w) => `${prefix}${w}`)];
          const data = `${prefix}${dataWords.join('')}${tail}`;
          const decoded = decodeEventLog(abi, topics, data);
          expect(eventOfLog(abi, topics, data)).toEqual(
            decoded && { name: decoded.name, signature: decoded.signature },
          );
          if (decoded !== null) named++;
        },
      ),
      { numRuns: 3000 },
    );
    // Random words line up with an event often enough that both answers are tried.
    expect(named).toBeGreaterThan(300);
  });
});
