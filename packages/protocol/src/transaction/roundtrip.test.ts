import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bytesToHex } from '../hex.js';
import { decodeTransactionRawDataHex } from './decode-raw.js';
import { encodeTransactionRawData } from './encode.js';
import type { RawDataJson } from './types.js';

const address = fc.uint8Array({ minLength: 20, maxLength: 20 }).map((b) => `41${bytesToHex(b)}`);
const hex = (min: number, max: number) => fc.uint8Array({ minLength: min, maxLength: max }).map(bytesToHex);
const positive = fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER });
/** A java-tron JSON field: absent when it would hold its default value. */
const optional = <T>(key: string, arb: fc.Arbitrary<T>) =>
  fc.option(arb, { nil: undefined }).map((v) => (v === undefined ? {} : { [key]: v }));

const contract = fc.oneof(
  fc.record({ type: fc.constant('TransferContract'), to: address, amount: positive }).map((c) => ({
    type: c.type,
    value: { to_address: c.to, amount: c.amount },
  })),
  fc
    .tuple(address, hex(4, 200), optional('call_value', positive), optional('token_id', positive))
    .map(([to, data, callValue, tokenId]) => ({
      type: 'TriggerSmartContract',
      value: { contract_address: to, data, ...callValue, ...tokenId },
    })),
  fc.array(fc.tuple(address, positive), { minLength: 1, maxLength: 5 }).map((votes) => ({
    type: 'VoteWitnessContract',
    value: { votes: votes.map(([vote_address, vote_count]) => ({ vote_address, vote_count })) },
  })),
  fc
    .tuple(address, positive, fc.constantFrom({}, { resource: 'ENERGY' }), fc.boolean(), positive)
    .map(([receiver, balance, resource, lock, period]) => ({
      type: 'DelegateResourceContract',
      value: {
        receiver_address: receiver,
        balance,
        ...resource,
        ...(lock ? { lock, lock_period: period } : {}),
      },
    })),
);

const rawData = fc
  .tuple(
    address,
    contract,
    optional('Permission_id', fc.integer({ min: 1, max: 10 })),
    hex(2, 2),
    hex(8, 8),
    positive,
    optional('timestamp', positive),
    optional('fee_limit', positive),
    optional('data', hex(1, 40)),
  )
  .map(
    ([owner, c, permission, refBytes, refHash, expiration, timestamp, feeLimit, memo]): RawDataJson => ({
      contract: [
        {
          parameter: {
            value: { ...c.value, owner_address: owner },
            type_url: `type.googleapis.com/protocol.${c.type}`,
          },
          type: c.type,
          ...permission,
        },
      ],
      ref_block_bytes: refBytes,
      ref_block_hash: refHash,
      expiration,
      ...timestamp,
      ...feeLimit,
      ...memo,
    }),
  );

describe('transaction JSON → protobuf → JSON → protobuf (property)', () => {
  it('gives back the same java-tron JSON and the same bytes', () => {
    fc.assert(
      fc.property(rawData, (raw) => {
        const bytes = encodeTransactionRawData(raw);
        const decoded = decodeTransactionRawDataHex(bytesToHex(bytes));
        expect(decoded).toEqual(raw);
        expect(encodeTransactionRawData(decoded)).toEqual(bytes);
      }),
      { numRuns: 200 },
    );
  });
});
