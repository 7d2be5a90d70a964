import { readJavaTronFixture } from '@poxscan/test-support/fixtures';
import { describe, expect, it } from 'vitest';
import { toBase58Address } from '../address.js';
import type { TransactionJson } from '../transaction/types.js';
import { decodeContract } from './decode.js';

const contractOf = (file: string) => {
  const payload = readJavaTronFixture<TransactionJson & { transaction?: TransactionJson }>(file);
  return (payload.transaction ?? payload).raw_data.contract[0];
};

describe('decodeContract on real java-tron payloads', () => {
  it('decodes a TransferContract', () => {
    expect(decodeContract(contractOf('createtransaction-1.json'))).toEqual({
      type: 'Transfer',
      typeName: 'TransferContract',
      owner: 'TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf',
      permissionId: 0,
      to: 'TGexEkipwwnskd2rDXWvptwLLhjCTcNeCi',
      amount: 1000n,
    });
  });

  it('decodes a TriggerSmartContract with its selector', () => {
    const decoded = decodeContract(contractOf('gettransactionbyid-1.json'));
    expect(decoded).toMatchObject({
      type: 'TriggerSmartContract',
      owner: 'TGexEkipwwnskd2rDXWvptwLLhjCTcNeCi',
      contract: 'TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf',
      selector: 'a9059cbb',
      callValue: 0n,
      tokenId: 0n,
    });
    expect(decoded.type === 'TriggerSmartContract' && decoded.data.length).toBe(136);
  });

  it('decodes a visible=true TriggerSmartContract (base58 addresses)', () => {
    expect(decodeContract(contractOf('triggerconstantcontract-2.json'), { visible: true })).toMatchObject({
      type: 'TriggerSmartContract',
      owner: 'TZ4UXDV5ZhNW7fb2AMSbgfAEZ7hWsnYS2g',
      contract: 'TG3XXyExBkPp9nzdajDZsozEu4BkaSJozs',
      selector: '70a08231',
    });
  });

  it('decodes a FreezeBalanceV2Contract', () => {
    expect(decodeContract(contractOf('freezebalancev2-1.json'))).toMatchObject({
      type: 'FreezeBalanceV2',
      owner: 'TWAFRfZFmhVQZjxM3De7Mp5UZ9sLqWqpHp',
      frozenBalance: 1_000_000_000n,
      resource: 'ENERGY',
    });
  });

  it('decodes a TransferAssetContract with its hex asset name', () => {
    expect(decodeContract(contractOf('transferasset-1.json'))).toMatchObject({
      type: 'TransferAsset',
      assetName: '1005416',
      owner: 'TWAFRfZFmhVQZjxM3De7Mp5UZ9sLqWqpHp',
    });
  });

  it('decodes a CreateSmartContract with its (empty) ABI', () => {
    const decoded = decodeContract(contractOf('deploycontract-1.json'));
    expect(decoded).toMatchObject({
      type: 'CreateSmartContract',
      name: 'MyContract',
      originAddress: 'TWAFRfZFmhVQZjxM3De7Mp5UZ9sLqWqpHp',
      abi: [],
      consumeUserResourcePercent: 100,
      originEnergyLimit: 10_000_000n,
      callValue: 0n,
    });
    expect(decoded.type === 'CreateSmartContract' && decoded.bytecode.startsWith('6080604052')).toBe(true);
  });
});

// Every strict-JSON transaction fixture: the contract decodes, and its owner is the raw owner_address.
const TX_FIXTURES = [
  'broadcasttransaction-request-1.json',
  'createtransaction-1.json',
  'createtransaction-2.json',
  'deploycontract-1.json',
  'freezebalancev2-1.json',
  'gettransactionbyid-1.json',
  'transferasset-1.json',
  'triggerconstantcontract-1.json',
  'triggerconstantcontract-2.json',
];

it.each(TX_FIXTURES)('decodes the contract of %s', (file) => {
  const contract = contractOf(file)!;
  const decoded = decodeContract(contract);
  expect(decoded.type).not.toBe('Unknown');
  expect(decoded.type !== 'Unknown' && decoded.owner).toBe(
    toBase58Address(contract.parameter.value.owner_address as string),
  );
  expect(decoded.type !== 'Unknown' && decoded.typeName).toBe(contract.type);
});

// SOURCES.md: the docs truncated `data` with "..." or added a hex digit to it.
it.each(['gettransactionbyid-2.json', 'triggersmartcontract-1.json'])(
  'reports the damaged data of %s',
  (file) => {
    expect(decodeContract(contractOf(file))).toMatchObject({
      type: 'Unknown',
      typeName: 'TriggerSmartContract',
      reason: expect.stringMatching(/^data: not hex/),
    });
  },
);

describe('decodeContract never throws', () => {
  const owner = '41eca9bc828a3005b9a3b909f2cc5c2a54794de05f';

  it('gives Unknown for types it does not decode', () => {
    const contract = { type: 'ExchangeCreateContract', parameter: { value: { owner_address: owner } } };
    expect(decodeContract(contract)).toEqual({
      type: 'Unknown',
      typeName: 'ExchangeCreateContract',
      reason: 'no decoder for ExchangeCreateContract',
      raw: contract,
    });
  });

  it.each([
    [null, 'not an object'],
    [{ type: 'TransferContract' }, 'parameter.value is missing'],
    [
      { type: 'TransferContract', parameter: { value: { owner_address: 'T123' } } },
      /^owner_address: invalid address/,
    ],
    [
      {
        type: 'TransferContract',
        parameter: { value: { owner_address: owner, to_address: owner, amount: 1.5 } },
      },
      'amount: not an integer, got 1.5',
    ],
    [
      { type: 'FreezeBalanceV2Contract', parameter: { value: { owner_address: owner, resource: 'CPU' } } },
      /^resource: not a resource/,
    ],
  ])('gives Unknown with a reason for malformed input %#', (contract, reason) => {
    const decoded = decodeContract(contract);
    expect(decoded.type).toBe('Unknown');
    expect(decoded.type === 'Unknown' && decoded.reason).toMatch(reason);
  });
});
