import { describe, expect, it } from 'vitest';
import { decodeCall, encodeCall, parameterTypes } from './abiCodec';

const HOLDER = 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7';
const TRANSFER_ABI = JSON.stringify([
  {
    type: 'function',
    name: 'transfer',
    inputs: [
      { name: 'to', type: 'address' },
      { name: 'value', type: 'uint256' },
    ],
    outputs: [{ name: '', type: 'bool' }],
    stateMutability: 'nonpayable',
  },
]);

describe('ABI codec of the converter', () => {
  it('splits a signature into its parameter types, tuples kept whole', () => {
    expect(parameterTypes('f(uint256,(address,bool)[],bytes)')).toEqual([
      'uint256',
      '(address,bool)[]',
      'bytes',
    ]);
    expect(parameterTypes('f()')).toEqual([]);
  });

  it('encodes a call from lines or a JSON array, and decodes it back by signature or ABI', () => {
    const data = encodeCall('transfer(address,uint256)', `${HOLDER}\n1000`);
    expect(data).toBe(encodeCall('transfer(address to, uint256 value)', JSON.stringify([HOLDER, '1000'])));
    expect(data.slice(0, 10)).toBe('0xa9059cbb');
    expect(decodeCall('transfer(address,uint256)', data)).toBe(
      `transfer(address,uint256)  selector 0xa9059cbb\nargument 1 (address): ${HOLDER}\nargument 2 (uint256): 1000`,
    );
    expect(decodeCall(TRANSFER_ABI, data)).toContain(`to (address): ${HOLDER}\nvalue (uint256): 1000`);
  });

  it('reads booleans and arrays by type and says what does not fit', () => {
    const data = encodeCall('set(bool,uint8[])', 'false\n[1, 2]');
    expect(decodeCall('set(bool,uint8[])', data)).toContain('(bool): false\nargument 2 (uint8[]): ["1","2"]');
    expect(() => encodeCall('set(bool)', 'maybe')).toThrow('bool expects true or false');
    expect(() => encodeCall('transfer(address,uint256)', HOLDER)).toThrow('takes 2 arguments, 1 given');
    expect(() => decodeCall(TRANSFER_ABI, '0x095ea7b3')).toThrow('no function of this ABI matches');
    expect(() => decodeCall('[oops', '0x00')).toThrow('not valid JSON ABI');
  });
});
