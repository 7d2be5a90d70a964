import { describe, expect, it } from 'vitest';
import {
  CONTRACT_TYPES,
  contractTypeName,
  contractTypeNumber,
  contractTypeNumbers,
  contractTypeUrl,
} from './contract-types.js';
import { tronProto } from './transaction/tronweb-proto.js';

describe('contract types', () => {
  it('matches the ContractType enum of the Tron.proto that tronweb is generated from', () => {
    const enumValues = (
      tronProto.Transaction as unknown as { Contract: { ContractType: Record<string, number> } }
    ).Contract.ContractType;
    const fromProto = Object.entries(enumValues).map(([upper, n]) => [n, upper]);
    const ours = Object.entries(CONTRACT_TYPES).map(([n, name]) => [Number(n), name.toUpperCase()]);
    expect(ours).toEqual(fromProto);
  });

  it('maps numbers and names both ways', () => {
    expect(contractTypeName(1)).toBe('TransferContract');
    expect(contractTypeName(31)).toBe('TriggerSmartContract');
    expect(contractTypeName(54)).toBe('FreezeBalanceV2Contract');
    expect(contractTypeName(59)).toBe('CancelAllUnfreezeV2Contract');
    expect(contractTypeName(7)).toBeUndefined();
    expect(contractTypeName(60)).toBeUndefined();
    expect(contractTypeNumber('VoteWitnessContract')).toBe(4);
    expect(contractTypeNumber('toString')).toBeUndefined();
    expect(contractTypeUrl('TransferContract')).toBe('type.googleapis.com/protocol.TransferContract');
  });

  it('gives the numbers of named types, refusing a misspelt name at compile time', () => {
    expect([...contractTypeNumbers('ProposalCreateContract', 'ProposalDeleteContract')]).toEqual([16, 18]);
    // @ts-expect-error not a contract type name
    expect(contractTypeNumbers('ProposalCreate').has(16)).toBe(false);
  });
});
