import { readJavaTronFixture } from '@poxscan/test-support/fixtures';
import { Interface } from 'ethers';
import { describe, expect, it } from 'vitest';
import { toEvmAddress } from '../address.js';
import { keccak256Hex } from '../hash.js';
import { utf8ToBytes } from '../hex.js';
import { decodeEventLog, eventOfLog, eventTopic } from './events.js';
import {
  decodeFunctionCall,
  decodeFunctionResult,
  encodeFunctionCall,
  functionSelector,
} from './functions.js';
import { normalizeAbi } from './normalize.js';
import { TRANSFER_TOPIC } from './token-logs.js';

const trc20 = readJavaTronFixture<{ abi: unknown }>('getcontract-1.json').abi;
const HOLDER = 'TGexEkipwwnskd2rDXWvptwLLhjCTcNeCi';

describe('ABI', () => {
  it('normalises a java-tron ABI (entrys, capitalised types and mutabilities)', () => {
    const entries = normalizeAbi(trc20);
    expect(entries[0]).toEqual({
      type: 'constructor',
      name: '',
      inputs: [],
      outputs: [],
      stateMutability: 'nonpayable',
    });
    expect(entries.find((e) => e.name === 'balanceOf')).toMatchObject({
      type: 'function',
      stateMutability: 'view',
    });
    expect(entries.find((e) => e.name === 'Transfer')?.inputs[0]).toEqual({
      name: 'from',
      type: 'address',
      indexed: true,
    });
    expect(
      normalizeAbi([{ name: 'f', constant: true, inputs: [{ name: 'id', type: 'trcToken' }] }])[0],
    ).toMatchObject({
      type: 'function',
      stateMutability: 'view',
      inputs: [{ name: 'id', type: 'uint256' }],
    });
    expect(
      normalizeAbi(JSON.stringify({ entrys: [{ type: 'Fallback', payable: true }] }))[0]?.stateMutability,
    ).toBe('payable');
  });

  it('computes selectors and topics', () => {
    expect(functionSelector('transfer(address,uint256)')).toBe('a9059cbb');
    expect(functionSelector('function transfer(address to, uint256 value) returns (bool)')).toBe('a9059cbb');
    expect(functionSelector('balanceOf(address)')).toBe('70a08231');
    expect(eventTopic('Transfer(address,address,uint256)')).toBe(TRANSFER_TOPIC);
    expect(eventTopic('event Transfer(address indexed from, address indexed to, uint256 value)')).toBe(
      TRANSFER_TOPIC,
    );
    expect(() => functionSelector('transfer(address')).toThrow('invalid function signature');
  });

  it('encodes the balanceOf call of a real triggerconstantcontract request', () => {
    const { transaction } = readJavaTronFixture<{
      transaction: { raw_data: { contract: Array<{ parameter: { value: { data: string } } }> } };
    }>('triggerconstantcontract-2.json');
    const data = transaction.raw_data.contract[0]!.parameter.value.data;
    const decoded = decodeFunctionCall(trc20, data);
    expect(decoded?.name).toBe('balanceOf');
    const who = decoded!.args[0]!.value as string;
    expect(encodeFunctionCall('balanceOf(address)', [who])).toBe(data);
    expect(encodeFunctionCall('balanceOf(address)', [toEvmAddress(who)])).toBe(data);
  });

  it('decodes a real transfer call whose address word carries the 0x41 prefix', () => {
    const tx = readJavaTronFixture<{
      raw_data: { contract: Array<{ parameter: { value: { data: string } } }> };
    }>('gettransactionbyid-1.json');
    const decoded = decodeFunctionCall(trc20, tx.raw_data.contract[0]!.parameter.value.data);
    expect(decoded).toEqual({
      name: 'transfer',
      signature: 'transfer(address,uint256)',
      selector: 'a9059cbb',
      args: [
        // The word holds 41 ‖ 50125bea…; the recipient is 4150125bea243a640bf85348873b6c4f3c517aee7a.
        { name: 'recipient', type: 'address', value: 'THGb41mLdft1nvi27vcijfZPLN5ZL7yXoN' },
        { name: 'amount', type: 'uint256', value: 1n },
      ],
    });
  });

  it('decodes the constant_result of a real balanceOf call', () => {
    const { constant_result } = readJavaTronFixture<{ constant_result: string[] }>(
      'triggerconstantcontract-1.json',
    );
    const [balance] = decodeFunctionResult('balanceOf(address) view returns (uint256)', constant_result[0]!);
    expect(balance).toEqual({ name: '', type: 'uint256', value: 1_087_360_000n });
    const entry = normalizeAbi(trc20).find((e) => e.name === 'balanceOf')!;
    expect(decodeFunctionResult(entry, constant_result[0]!)[0]!.value).toBe(1_087_360_000n);
  });

  it('returns null for calls it cannot match or decode', () => {
    expect(decodeFunctionCall(trc20, 'deadbeef')).toBeNull();
    expect(decodeFunctionCall(trc20, 'a905')).toBeNull();
    expect(decodeFunctionCall(trc20, 'a9059cbb00')).toBeNull();
  });

  it('decodes an event log with java-tron topics (no 0x) and base58 addresses', () => {
    const iface = new Interface(normalizeAbi(trc20));
    const from = toEvmAddress(HOLDER);
    const to = toEvmAddress('TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf');
    const log = iface.encodeEventLog('Transfer', [from, to, 5n]);
    const decoded = decodeEventLog(
      trc20,
      log.topics.map((t) => t.slice(2)),
      log.data.slice(2),
    );
    expect(decoded).toEqual({
      name: 'Transfer',
      signature: 'Transfer(address,address,uint256)',
      args: [
        { name: 'from', type: 'address', value: HOLDER },
        { name: 'to', type: 'address', value: 'TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf' },
        { name: 'value', type: 'uint256', value: 5n },
      ],
    });
    expect(decodeEventLog(trc20, [eventTopic('Other(uint256)')], '')).toBeNull();
    expect(decodeEventLog([], log.topics, log.data)).toBeNull();
  });

  it('gives an indexed string, bytes, array or tuple as the hash its topic holds', () => {
    const abi = [
      {
        type: 'event',
        name: 'Tagged',
        inputs: [
          { name: 'tag', type: 'string', indexed: true },
          { name: 'blob', type: 'bytes', indexed: true },
          { name: 'ids', type: 'uint256[]', indexed: true },
          { name: 'n', type: 'uint256', indexed: false },
        ],
      },
    ];
    // A topic is the hash of the value's encoding; ethers does not encode an indexed array.
    const hashes = [utf8ToBytes('pox'), Uint8Array.of(1, 2), utf8ToBytes('ids')].map(keccak256Hex);
    const topics = [eventTopic('Tagged(string,bytes,uint256[],uint256)'), ...hashes];
    const decoded = decodeEventLog(abi, topics, '3'.padStart(64, '0'));
    expect(decoded?.args.map((a) => a.value)).toEqual([...hashes.map((h) => `0x${h}`), 3n]);
  });
});

describe('eventOfLog', () => {
  const abi = [
    ...(trc20 as { entrys: object[] }).entrys,
    {
      type: 'event',
      name: 'Named',
      inputs: [
        { name: 'who', type: 'address', indexed: true },
        { name: 'label', type: 'string', indexed: false },
      ],
    },
  ];
  const iface = new Interface(normalizeAbi(abi));
  const who = toEvmAddress(HOLDER);
  const hex = (log: { topics: readonly string[]; data: string }) => ({
    topics: log.topics.map((t) => t.slice(2)),
    data: log.data.slice(2),
  });
  const same = (log: { topics: readonly string[]; data: string }) => {
    const decoded = decodeEventLog(abi, log.topics, log.data);
    return {
      decoded: decoded && { name: decoded.name, signature: decoded.signature },
      matched: eventOfLog(abi, log.topics, log.data),
    };
  };

  it('names a log as decodeEventLog does, for each event of the ABI', () => {
    for (const log of [
      hex(iface.encodeEventLog('Transfer', [who, who, 7n])),
      hex(iface.encodeEventLog('Named', [who, 'pox'])),
    ]) {
      const { decoded, matched } = same(log);
      expect(matched).not.toBeNull();
      expect(matched).toEqual(decoded);
    }
    expect(eventOfLog(abi, hex(iface.encodeEventLog('Named', [who, 'pox'])).topics, '')).toBeNull();
  });

  it('gives null wherever decodeEventLog does: unknown topic, short data, missing topic, bad UTF-8', () => {
    const named = hex(iface.encodeEventLog('Named', [who, 'pox']));
    // The string's one byte 0xff is not UTF-8: ethers only fails when the value is read.
    const badUtf8 = named.data.replace(/706f78/, 'ff6f78');
    const cases = [
      { topics: [eventTopic('Other(uint256)')], data: '' },
      { topics: named.topics, data: named.data.slice(0, 64) },
      { topics: named.topics.slice(0, 1), data: named.data },
      { topics: named.topics, data: badUtf8 },
      { topics: ['0x1234'], data: '' },
      { topics: [], data: '' },
    ];
    expect(badUtf8).not.toBe(named.data);
    for (const log of cases) {
      const { decoded, matched } = same(log);
      expect(decoded).toBeNull();
      expect(matched).toBeNull();
    }
  });
});
