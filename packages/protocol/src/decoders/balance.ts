import type { FieldReader } from './fields.js';
import type {
  CancelAllUnfreezeV2,
  ContractBase,
  DelegateResource,
  FreezeBalance,
  FreezeBalanceV2,
  Transfer,
  UnDelegateResource,
  UnfreezeBalance,
  UnfreezeBalanceV2,
  WithdrawBalance,
  WithdrawExpireUnfreeze,
} from './types.js';

export const balanceDecoders = {
  TransferContract: (f: FieldReader, base: ContractBase): Transfer => ({
    type: 'Transfer',
    ...base,
    to: f.address('to_address'),
    amount: f.int('amount'),
  }),
  WithdrawBalanceContract: (_f: FieldReader, base: ContractBase): WithdrawBalance => ({
    type: 'WithdrawBalance',
    ...base,
  }),
  FreezeBalanceContract: (f: FieldReader, base: ContractBase): FreezeBalance => ({
    type: 'FreezeBalance',
    ...base,
    frozenBalance: f.int('frozen_balance'),
    frozenDuration: f.number('frozen_duration'),
    resource: f.resource('resource'),
    receiver: f.optionalAddress('receiver_address'),
  }),
  UnfreezeBalanceContract: (f: FieldReader, base: ContractBase): UnfreezeBalance => ({
    type: 'UnfreezeBalance',
    ...base,
    resource: f.resource('resource'),
    receiver: f.optionalAddress('receiver_address'),
  }),
  FreezeBalanceV2Contract: (f: FieldReader, base: ContractBase): FreezeBalanceV2 => ({
    type: 'FreezeBalanceV2',
    ...base,
    frozenBalance: f.int('frozen_balance'),
    resource: f.resource('resource'),
  }),
  UnfreezeBalanceV2Contract: (f: FieldReader, base: ContractBase): UnfreezeBalanceV2 => ({
    type: 'UnfreezeBalanceV2',
    ...base,
    unfreezeBalance: f.int('unfreeze_balance'),
    resource: f.resource('resource'),
  }),
  WithdrawExpireUnfreezeContract: (_f: FieldReader, base: ContractBase): WithdrawExpireUnfreeze => ({
    type: 'WithdrawExpireUnfreeze',
    ...base,
  }),
  DelegateResourceContract: (f: FieldReader, base: ContractBase): DelegateResource => ({
    type: 'DelegateResource',
    ...base,
    receiver: f.address('receiver_address'),
    balance: f.int('balance'),
    resource: f.resource('resource'),
    lock: f.bool('lock'),
    lockPeriod: f.int('lock_period'),
  }),
  UnDelegateResourceContract: (f: FieldReader, base: ContractBase): UnDelegateResource => ({
    type: 'UnDelegateResource',
    ...base,
    receiver: f.address('receiver_address'),
    balance: f.int('balance'),
    resource: f.resource('resource'),
  }),
  CancelAllUnfreezeV2Contract: (_f: FieldReader, base: ContractBase): CancelAllUnfreezeV2 => ({
    type: 'CancelAllUnfreezeV2',
    ...base,
  }),
};
