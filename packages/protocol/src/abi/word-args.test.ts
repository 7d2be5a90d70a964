import { EventFragment, Indexed, Interface } from 'ethers';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { strip0x } from '../hex.js';
import { decodeEventLog, eventTopic } from './events.js';
import { fromEthersValue } from './values.js';

/** A log decoded by ethers alone, as decodeEventLog converts what it decodes; null where it fails. */
function viaEthers(signature: string, topics: string[], data: string) {
  const fragment = EventFragment.from(`event ${signature}`);
  try {
    const args = new Interface([fragment]).decodeEventLog(
      fragment,
      `0x${strip0x(data)}`,
      topics.map((t) => `0x${strip0x(t)}`),
    );
    return fragment.inputs.map((param, i) => ({
      name: param.name,
      type: param.format(),
      value: args[i] instanceof Indexed ? args[i].hash : fromEthersValue(param, args[i]),
    }));
  } catch {
    return null;
  }
}

const TYPES = ['address', 'bool', 'uint256', 'uint8', 'uint40', 'int8', 'int64', 'int256', 'bytes1'];
const MORE = ['bytes4', 'bytes32', 'string', 'bytes', 'uint256[]'];
const param = fc.record({ type: fc.constantFrom(...TYPES, ...MORE), indexed: fc.boolean() });
const hex = (digits: number) => fc.stringMatching(new RegExp(`^[0-9a-f]{${digits}}$`));
/** Words with high bits set, sign bits, zero and one, addresses, and upper-case hex. */
const word = fc.oneof(
  { arbitrary: hex(40).map((body) => `${'0'.repeat(24)}${body}`), weight: 4 },
  { arbitrary: hex(64), weight: 4 },
  { arbitrary: fc.constantFrom('0'.repeat(64), `${'0'.repeat(63)}1`, 'f'.repeat(64)), weight: 2 },
  { arbitrary: hex(2).map((b) => `${'0'.repeat(62)}${b}`), weight: 2 },
  { arbitrary: hex(64).map((w) => w.toUpperCase()), weight: 1 },
);

describe('decodeEventLog of one-word events, read without ethers (property)', () => {
  it('gives what ethers decodes, for every argument type and word', () => {
    let read = 0;
    fc.assert(
      fc.property(
        fc
          .array(param, { minLength: 1, maxLength: 5 })
          .filter((ps) => ps.filter((p) => p.indexed).length <= 3),
        fc.array(word, { minLength: 10, maxLength: 10 }),
        fc.constantFrom('', '0x'),
        (params, words, prefix) => {
          const inputs = params.map((p, i) => `${p.type}${p.indexed ? ' indexed' : ''} a${i}`);
          const signature = `Ev(${inputs.join(', ')})`;
          // Written out: format('json') drops the indexed flag of an array.
          const abi = [
            {
              type: 'event',
              name: 'Ev',
              anonymous: false,
              inputs: params.map((p, i) => ({ type: p.type, name: `a${i}`, indexed: p.indexed })),
            },
          ];
          const indexed = params.filter((p) => p.indexed).length;
          const topics = [eventTopic(signature), ...words.slice(0, indexed).map((w) => `${prefix}${w}`)];
          const data = `${prefix}${words.slice(5, 5 + params.length - indexed).join('')}`;
          const expected = viaEthers(signature, topics, data);
          expect(decodeEventLog(abi, topics, data)?.args ?? null).toEqual(expected);
          if (expected !== null) read++;
        },
      ),
      { numRuns: 3000 },
    );
    expect(read).toBeGreaterThan(500);
  });

  it('reads a TRC20 Transfer: base58 addresses, the value as a bigint', () => {
    const abi = [
      JSON.parse(
        EventFragment.from('event Transfer(address indexed from, address indexed to, uint256 value)').format(
          'json',
        ),
      ),
    ];
    const from = `${'0'.repeat(24)}a614f803b6fd780986a42c78ec9c7f77e6ded13c`;
    const to = `${'0'.repeat(24)}${'b'.repeat(40)}`;
    const topics = [eventTopic('Transfer(address,address,uint256)'), from, to];
    const decoded = decodeEventLog(abi, topics, `${'0'.repeat(59)}f4240`);
    expect(decoded?.args).toEqual([
      { name: 'from', type: 'address', value: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t' },
      { name: 'to', type: 'address', value: expect.stringMatching(/^T/) },
      { name: 'value', type: 'uint256', value: 1_000_000n },
    ]);
  });
});
