/**
 * Field layouts of the contract parameters (java-tron's core/contract/*.proto), for reading
 * raw_data bytes in the browser. Names are java-tron's JSON keys.
 */
export type FieldKind =
  | 'bytes'
  | 'text'
  | 'int'
  | 'bool'
  | { enum: readonly string[] }
  | { message: MessageSchema };

export interface FieldSpec {
  name: string;
  kind: FieldKind;
  repeated?: boolean;
}

export type MessageSchema = Readonly<Record<number, FieldSpec>>;

const b = (name: string): FieldSpec => ({ name, kind: 'bytes' });
const i = (name: string): FieldSpec => ({ name, kind: 'int' });
const RESOURCE = { enum: ['BANDWIDTH', 'ENERGY', 'TRON_POWER'] } as const;
const OWNER_ONLY: MessageSchema = { 1: b('owner_address') };

const PARAM: MessageSchema = {
  1: { name: 'indexed', kind: 'bool' },
  2: { name: 'name', kind: 'text' },
  3: { name: 'type', kind: 'text' },
};
const ABI_ENTRY: MessageSchema = {
  1: { name: 'anonymous', kind: 'bool' },
  2: { name: 'constant', kind: 'bool' },
  3: { name: 'name', kind: 'text' },
  4: { name: 'inputs', kind: { message: PARAM }, repeated: true },
  5: { name: 'outputs', kind: { message: PARAM }, repeated: true },
  6: {
    name: 'type',
    kind: { enum: ['UnknownEntryType', 'Constructor', 'Function', 'Event', 'Fallback', 'Receive', 'Error'] },
  },
  7: { name: 'payable', kind: 'bool' },
  8: {
    name: 'stateMutability',
    kind: { enum: ['UnknownMutabilityType', 'Pure', 'View', 'Nonpayable', 'Payable'] },
  },
};
const SMART_CONTRACT: MessageSchema = {
  1: b('origin_address'),
  2: b('contract_address'),
  3: {
    name: 'abi',
    kind: { message: { 1: { name: 'entrys', kind: { message: ABI_ENTRY }, repeated: true } } },
  },
  4: b('bytecode'),
  5: i('call_value'),
  6: i('consume_user_resource_percent'),
  7: { name: 'name', kind: 'text' },
  8: i('origin_energy_limit'),
  9: b('code_hash'),
  10: b('trx_hash'),
  11: i('version'),
};
const KEY: MessageSchema = { 1: b('address'), 2: i('weight') };
const PERMISSION: MessageSchema = {
  1: { name: 'type', kind: { enum: ['Owner', 'Witness', 'Active'] } },
  2: i('id'),
  3: { name: 'permission_name', kind: 'text' },
  4: i('threshold'),
  5: i('parent_id'),
  6: b('operations'),
  7: { name: 'keys', kind: { message: KEY }, repeated: true },
};

/** Contract type name → parameter layout. Types missing here decode to an empty parameter. */
export const CONTRACT_SCHEMAS: Readonly<Record<string, MessageSchema>> = {
  AccountCreateContract: {
    1: b('owner_address'),
    2: b('account_address'),
    3: { name: 'type', kind: { enum: ['Normal', 'AssetIssue', 'Contract'] } },
  },
  TransferContract: { 1: b('owner_address'), 2: b('to_address'), 3: i('amount') },
  TransferAssetContract: { 1: b('asset_name'), 2: b('owner_address'), 3: b('to_address'), 4: i('amount') },
  VoteWitnessContract: {
    1: b('owner_address'),
    2: { name: 'votes', kind: { message: { 1: b('vote_address'), 2: i('vote_count') } }, repeated: true },
    3: { name: 'support', kind: 'bool' },
  },
  WitnessCreateContract: { 1: b('owner_address'), 2: b('url') },
  WitnessUpdateContract: { 1: b('owner_address'), 12: b('update_url') },
  ParticipateAssetIssueContract: {
    1: b('owner_address'),
    2: b('to_address'),
    3: b('asset_name'),
    4: i('amount'),
  },
  AccountUpdateContract: { 1: b('account_name'), 2: b('owner_address') },
  FreezeBalanceContract: {
    1: b('owner_address'),
    2: i('frozen_balance'),
    3: i('frozen_duration'),
    10: { name: 'resource', kind: RESOURCE },
    15: b('receiver_address'),
  },
  UnfreezeBalanceContract: {
    1: b('owner_address'),
    10: { name: 'resource', kind: RESOURCE },
    13: b('receiver_address'),
  },
  WithdrawBalanceContract: OWNER_ONLY,
  UnfreezeAssetContract: OWNER_ONLY,
  UpdateAssetContract: {
    1: b('owner_address'),
    2: b('description'),
    3: b('url'),
    4: i('new_limit'),
    5: i('new_public_limit'),
  },
  ProposalCreateContract: {
    1: b('owner_address'),
    2: { name: 'parameters', kind: { message: { 1: i('key'), 2: i('value') } }, repeated: true },
  },
  ProposalApproveContract: {
    1: b('owner_address'),
    2: i('proposal_id'),
    3: { name: 'is_add_approval', kind: 'bool' },
  },
  ProposalDeleteContract: { 1: b('owner_address'), 2: i('proposal_id') },
  SetAccountIdContract: { 1: b('account_id'), 2: b('owner_address') },
  CreateSmartContract: {
    1: b('owner_address'),
    2: { name: 'new_contract', kind: { message: SMART_CONTRACT } },
    3: i('call_token_value'),
    4: i('token_id'),
  },
  TriggerSmartContract: {
    1: b('owner_address'),
    2: b('contract_address'),
    3: i('call_value'),
    4: b('data'),
    5: i('call_token_value'),
    6: i('token_id'),
  },
  UpdateSettingContract: {
    1: b('owner_address'),
    2: b('contract_address'),
    3: i('consume_user_resource_percent'),
  },
  UpdateEnergyLimitContract: { 1: b('owner_address'), 2: b('contract_address'), 3: i('origin_energy_limit') },
  AccountPermissionUpdateContract: {
    1: b('owner_address'),
    2: { name: 'owner', kind: { message: PERMISSION } },
    3: { name: 'witness', kind: { message: PERMISSION } },
    4: { name: 'actives', kind: { message: PERMISSION }, repeated: true },
  },
  ClearABIContract: { 1: b('owner_address'), 2: b('contract_address') },
  UpdateBrokerageContract: { 1: b('owner_address'), 2: i('brokerage') },
  FreezeBalanceV2Contract: {
    1: b('owner_address'),
    2: i('frozen_balance'),
    3: { name: 'resource', kind: RESOURCE },
  },
  UnfreezeBalanceV2Contract: {
    1: b('owner_address'),
    2: i('unfreeze_balance'),
    3: { name: 'resource', kind: RESOURCE },
  },
  WithdrawExpireUnfreezeContract: OWNER_ONLY,
  DelegateResourceContract: {
    1: b('owner_address'),
    2: { name: 'resource', kind: RESOURCE },
    3: i('balance'),
    4: b('receiver_address'),
    5: { name: 'lock', kind: 'bool' },
    6: i('lock_period'),
  },
  UnDelegateResourceContract: {
    1: b('owner_address'),
    2: { name: 'resource', kind: RESOURCE },
    3: i('balance'),
    4: b('receiver_address'),
  },
  CancelAllUnfreezeV2Contract: OWNER_ONLY,
};
