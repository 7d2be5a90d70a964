import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toBase58Address } from '../address.js';
import { bytesToHex } from '../hex.js';
import { decodeFunctionCall, encodeFunctionCall } from './functions.js';

const address = fc
  .uint8Array({ minLength: 20, maxLength: 20 })
  .map((b) => toBase58Address(`41${bytesToHex(b)}`));
const uint256 = fc.bigInt({ min: 0n, max: (1n << 256n) - 1n });
const int64 = fc.bigInt({ min: -(1n << 63n), max: (1n << 63n) - 1n });
const bytes = fc.uint8Array({ maxLength: 80 }).map((b) => `0x${bytesToHex(b)}`);

const ABI = [
  {
    type: 'Function',
    name: 'mix',
    inputs: [
      { name: 'to', type: 'address' },
      { name: 'amount', type: 'uint256' },
      { name: 'delta', type: 'int64' },
      { name: 'flag', type: 'bool' },
      { name: 'memo', type: 'string' },
      { name: 'blob', type: 'bytes' },
      { name: 'owners', type: 'address[]' },
      {
        name: 'pair',
        type: 'tuple',
        components: [
          { name: 'who', type: 'address' },
          { name: 'id', type: 'uint32' },
        ],
      },
    ],
  },
];

describe('ABI encode/decode round trip (property)', () => {
  it('decodes what it encodes, with addresses as base58', () => {
    fc.assert(
      fc.property(
        address,
        uint256,
        int64,
        fc.boolean(),
        fc.string(),
        bytes,
        fc.array(address, { maxLength: 4 }),
        address,
        fc.integer({ min: 0, max: 2 ** 32 - 1 }),
        (to, amount, delta, flag, memo, blob, owners, who, id) => {
          const args = [to, amount, delta, flag, memo, blob, owners, [who, id]];
          const data = encodeFunctionCall(
            'mix(address,uint256,int64,bool,string,bytes,address[],(address,uint32))',
            args,
          );
          const decoded = decodeFunctionCall(ABI, data);
          expect(decoded?.name).toBe('mix');
          expect(decoded?.args.map((a) => a.value)).toEqual([
            to,
            amount,
            delta,
            flag,
            memo,
            blob,
            owners,
            [who, BigInt(id)],
          ]);
        },
      ),
      { numRuns: 100 },
    );
  });
});
