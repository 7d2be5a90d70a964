import { AbiCoder, Interface } from 'ethers';
import { describe, expect, it } from 'vitest';
import { decodeRevertReason } from './revert.js';

const errors = new Interface(['error Error(string)', 'error Panic(uint256)', 'error Unauthorized(address)']);

describe('decodeRevertReason', () => {
  it('decodes Error(string) revert data', () => {
    const data = errors.encodeErrorResult('Error', ['Ownable: caller is not the owner']);
    expect(data.slice(2, 10)).toBe('08c379a0');
    expect(decodeRevertReason(data)).toEqual({ kind: 'Error', message: 'Ownable: caller is not the owner' });
    expect(decodeRevertReason(data.slice(2).toUpperCase())).toEqual({
      kind: 'Error',
      message: 'Ownable: caller is not the owner',
    });
  });

  it('decodes Panic(uint256) with the meaning of its code', () => {
    expect(decodeRevertReason(errors.encodeErrorResult('Panic', [0x11]))).toEqual({
      kind: 'Panic',
      code: 0x11n,
      message: 'arithmetic overflow or underflow',
    });
    expect(decodeRevertReason(errors.encodeErrorResult('Panic', [0x32]))).toMatchObject({
      message: 'array index out of bounds',
    });
    expect(decodeRevertReason(errors.encodeErrorResult('Panic', [0x99]))).toMatchObject({
      code: 0x99n,
      message: 'unknown panic code 0x99',
    });
  });

  it('reports other selectors as custom errors', () => {
    const data = errors.encodeErrorResult('Unauthorized', ['0x0000000000000000000000000000000000000001']);
    expect(decodeRevertReason(data)).toEqual({
      kind: 'Custom',
      selector: data.slice(2, 10),
      data: AbiCoder.defaultAbiCoder()
        .encode(['address'], ['0x0000000000000000000000000000000000000001'])
        .slice(2),
    });
  });

  it('gives null for empty, truncated or non-hex data', () => {
    expect(decodeRevertReason('')).toBeNull();
    expect(decodeRevertReason('08c379')).toBeNull();
    expect(decodeRevertReason('08c379a000')).toBeNull();
    expect(decodeRevertReason('not hex!')).toBeNull();
  });
});
