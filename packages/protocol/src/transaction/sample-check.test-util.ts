import { expect, it } from 'vitest';
import { decodeContract } from '../decoders/decode.js';
import { bytesToHex } from '../hex.js';
import { decodeTransactionRawDataHex } from './decode-raw.js';
import { encodeTransactionRawData } from './encode.js';
import type { RawDataJson } from './types.js';

// Two accounts (hex and base58) for java-tron-shaped (visible=false) sample contracts.
export const A = '41eca9bc828a3005b9a3b909f2cc5c2a54794de05f';
export const A58 = 'TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf';
export const B = '41495511a493d8c362be4267224e6d81013a6862ee';
export const B58 = 'TGexEkipwwnskd2rDXWvptwLLhjCTcNeCi';

export type Sample = [type: string, value: Record<string, unknown>, expected: Record<string, unknown>];

function rawDataOf(type: string, value: Record<string, unknown>, permissionId?: number): RawDataJson {
  const contract = {
    parameter: { value: { ...value, owner_address: A }, type_url: `type.googleapis.com/protocol.${type}` },
    type,
    ...(permissionId === undefined ? {} : { Permission_id: permissionId }),
  };
  return {
    contract: [contract],
    ref_block_bytes: '8acb',
    ref_block_hash: '7c571ea3e7e9dbf3',
    expiration: 1_773_182_925_000,
    timestamp: 1_773_182_865_805,
  };
}

/** Checks one sample: typed decoding, and JSON → protobuf → java-tron JSON → the same protobuf. */
export function checkSample([type, value, expected]: Sample): void {
  it('decodes to typed fields', () => {
    const decoded = decodeContract(rawDataOf(type, value, 2).contract[0]);
    expect(decoded).toMatchObject({ ...expected, typeName: type, owner: A58, permissionId: 2 });
  });

  it('round-trips JSON → protobuf → java-tron JSON → the same protobuf', () => {
    const raw = rawDataOf(type, value);
    const bytes = encodeTransactionRawData(raw);
    const decoded = decodeTransactionRawDataHex(bytesToHex(bytes));
    expect(decoded).toEqual(raw);
    expect(encodeTransactionRawData(decoded)).toEqual(bytes);
  });
}
