import { describe, expect, it } from 'vitest';
import { encodeFunctionCall } from './functions.js';
import { decodeCallData, encodeAbiParams } from './params.js';

const HOLDER = 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7';

describe('encodeAbiParams', () => {
  it('encodes constructor arguments exactly as the call data after a selector', () => {
    const params = [
      { name: 'name', type: 'string' },
      { name: 'supply', type: 'uint256' },
      { name: 'owner', type: 'address' },
    ];
    const encoded = encodeAbiParams(params, ['Pox Token', '1000', HOLDER]);
    const call = encodeFunctionCall('f(string,uint256,address)', ['Pox Token', 1000n, HOLDER]);
    expect(encoded).toBe(call.slice(8));
    expect(encoded.slice(64, 128)).toBe((1000).toString(16).padStart(64, '0'));
  });

  it('encodes tuples given their components', () => {
    const params = [
      {
        name: 'p',
        type: 'tuple',
        components: [
          { name: 'a', type: 'uint8' },
          { name: 'b', type: 'bool' },
        ],
      },
    ];
    expect(encodeAbiParams(params, [[7, true]])).toBe(`${'0'.repeat(63)}7${'0'.repeat(63)}1`);
  });

  it('refuses a wrong number of arguments or a bad value', () => {
    expect(() => encodeAbiParams([{ name: 'x', type: 'uint256' }], [])).toThrow(
      'expected 1 arguments, got 0',
    );
    expect(() => encodeAbiParams([{ name: 'x', type: 'uint256' }], ['ten'])).toThrow(/integer/);
  });
});

describe('decodeCallData', () => {
  const data = encodeFunctionCall('transfer(address,uint256)', [HOLDER, 25n]);

  it('decodes the arguments of a matching signature', () => {
    const call = decodeCallData('transfer(address to, uint256 amount)', `0x${data}`);
    expect(call).toMatchObject({
      name: 'transfer',
      signature: 'transfer(address,uint256)',
      selector: 'a9059cbb',
    });
    expect(call.args).toEqual([
      { name: 'to', type: 'address', value: HOLDER },
      { name: 'amount', type: 'uint256', value: 25n },
    ]);
  });

  it('says why the data does not fit', () => {
    expect(() => decodeCallData('transfer(address,uint256)', '0xa905')).toThrow(
      'shorter than a 4-byte selector',
    );
    expect(() => decodeCallData('transfer(address,uint256)', 'zz')).toThrow('even-length hex');
    expect(() => decodeCallData('approve(address,uint256)', data)).toThrow(
      'selector 0xa9059cbb is not the one of approve(address,uint256) (0x095ea7b3)',
    );
    expect(() => decodeCallData('transfer(address,uint256)', data.slice(0, 40))).toThrow('do not decode');
    expect(() => decodeCallData('transfer(address', data)).toThrow('invalid function signature');
  });
});
