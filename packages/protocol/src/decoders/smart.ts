import { normalizeAbi } from '../abi/normalize.js';
import type { FieldReader } from './fields.js';
import type {
  ClearABI,
  ContractBase,
  CreateSmartContract,
  TriggerSmartContract,
  UpdateEnergyLimit,
  UpdateSetting,
} from './types.js';

export const smartDecoders = {
  CreateSmartContract: (f: FieldReader, base: ContractBase): CreateSmartContract => {
    const c = f.object('new_contract');
    return {
      type: 'CreateSmartContract',
      ...base,
      // SmartContract.name is a protobuf string, printed as text in both modes.
      name: typeof c?.value.name === 'string' ? c.value.name : '',
      originAddress: c?.optionalAddress('origin_address'),
      abi: c?.value.abi === undefined ? [] : normalizeAbi(c.value.abi),
      bytecode: c?.hex('bytecode') ?? '',
      callValue: c?.int('call_value') ?? 0n,
      consumeUserResourcePercent: c?.number('consume_user_resource_percent') ?? 0,
      originEnergyLimit: c?.int('origin_energy_limit') ?? 0n,
      callTokenValue: f.int('call_token_value'),
      tokenId: f.int('token_id'),
    };
  },
  TriggerSmartContract: (f: FieldReader, base: ContractBase): TriggerSmartContract => {
    const data = f.hex('data');
    return {
      type: 'TriggerSmartContract',
      ...base,
      contract: f.address('contract_address'),
      data,
      selector: data.length >= 8 ? data.slice(0, 8) : '',
      callValue: f.int('call_value'),
      callTokenValue: f.int('call_token_value'),
      tokenId: f.int('token_id'),
    };
  },
  UpdateSettingContract: (f: FieldReader, base: ContractBase): UpdateSetting => ({
    type: 'UpdateSetting',
    ...base,
    contract: f.address('contract_address'),
    consumeUserResourcePercent: f.number('consume_user_resource_percent'),
  }),
  UpdateEnergyLimitContract: (f: FieldReader, base: ContractBase): UpdateEnergyLimit => ({
    type: 'UpdateEnergyLimit',
    ...base,
    contract: f.address('contract_address'),
    originEnergyLimit: f.int('origin_energy_limit'),
  }),
  ClearABIContract: (f: FieldReader, base: ContractBase): ClearABI => ({
    type: 'ClearABI',
    ...base,
    contract: f.address('contract_address'),
  }),
};
