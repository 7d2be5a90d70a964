import { describe } from 'vitest';
import { bytesToHex, utf8ToBytes } from '../hex.js';
import { A, A58, B, B58, checkSample, type Sample } from './sample-check.test-util.js';

// One java-tron-shaped (visible=false) contract of each plain decoded type: hex bytes, defaults omitted.
const hexText = (text: string) => bytesToHex(utf8ToBytes(text));

const SAMPLES: Sample[] = [
  [
    'AccountCreateContract',
    { account_address: B },
    { type: 'AccountCreate', account: B58, accountType: 'Normal' },
  ],
  ['TransferContract', { to_address: B, amount: 5 }, { type: 'Transfer', to: B58, amount: 5n }],
  [
    'TransferAssetContract',
    { asset_name: hexText('1000001'), to_address: B, amount: 10 },
    { type: 'TransferAsset', assetName: '1000001', to: B58, amount: 10n },
  ],
  [
    'AssetIssueContract',
    {
      name: hexText('MyToken'),
      abbr: hexText('MTK'),
      total_supply: 1_000_000_000_000,
      frozen_supply: [{ frozen_amount: 5, frozen_days: 1 }],
      trx_num: 1,
      precision: 6,
      num: 2,
      start_time: 1_800_000_000_000,
      end_time: 1_900_000_000_000,
      description: hexText('a token'),
      url: hexText('https://token.example'),
      free_asset_net_limit: 1000,
      public_free_asset_net_limit: 2000,
    },
    {
      type: 'AssetIssue',
      name: 'MyToken',
      abbr: 'MTK',
      totalSupply: 1_000_000_000_000n,
      frozenSupply: [{ amount: 5n, days: 1n }],
      precision: 6,
      trxNum: 1n,
      num: 2n,
      url: 'https://token.example',
      publicFreeAssetNetLimit: 2000n,
    },
  ],
  [
    'AccountUpdateContract',
    { account_name: hexText('alice') },
    { type: 'AccountUpdate', accountName: 'alice' },
  ],
  [
    'SetAccountIdContract',
    { account_id: hexText('alice01') },
    { type: 'SetAccountId', accountId: 'alice01' },
  ],
  [
    'VoteWitnessContract',
    {
      votes: [
        { vote_address: B, vote_count: 3 },
        { vote_address: A, vote_count: 2 },
      ],
    },
    {
      type: 'VoteWitness',
      votes: [
        { address: B58, count: 3n },
        { address: A58, count: 2n },
      ],
      totalVotes: 5n,
    },
  ],
  [
    'WitnessCreateContract',
    { url: hexText('https://sr.example') },
    { type: 'WitnessCreate', url: 'https://sr.example' },
  ],
  [
    'WitnessUpdateContract',
    { update_url: hexText('https://sr2.example') },
    { type: 'WitnessUpdate', url: 'https://sr2.example' },
  ],
  ['WithdrawBalanceContract', {}, { type: 'WithdrawBalance' }],
  [
    'FreezeBalanceContract',
    { frozen_balance: 1_000_000, frozen_duration: 3, resource: 'ENERGY', receiver_address: B },
    {
      type: 'FreezeBalance',
      frozenBalance: 1_000_000n,
      frozenDuration: 3,
      resource: 'ENERGY',
      receiver: B58,
    },
  ],
  [
    'UnfreezeBalanceContract',
    { resource: 'ENERGY', receiver_address: B },
    { type: 'UnfreezeBalance', resource: 'ENERGY', receiver: B58 },
  ],
  [
    'FreezeBalanceV2Contract',
    { frozen_balance: 2_000_000 },
    { type: 'FreezeBalanceV2', frozenBalance: 2_000_000n, resource: 'BANDWIDTH' },
  ],
  [
    'UnfreezeBalanceV2Contract',
    { unfreeze_balance: 3_000_000, resource: 'ENERGY' },
    { type: 'UnfreezeBalanceV2', unfreezeBalance: 3_000_000n, resource: 'ENERGY' },
  ],
  ['WithdrawExpireUnfreezeContract', {}, { type: 'WithdrawExpireUnfreeze' }],
  [
    'DelegateResourceContract',
    { receiver_address: B, balance: 4_000_000, resource: 'ENERGY', lock: true, lock_period: 86400 },
    {
      type: 'DelegateResource',
      receiver: B58,
      balance: 4_000_000n,
      resource: 'ENERGY',
      lock: true,
      lockPeriod: 86400n,
    },
  ],
  [
    'UnDelegateResourceContract',
    { receiver_address: B, balance: 4_000_000 },
    { type: 'UnDelegateResource', receiver: B58, balance: 4_000_000n, resource: 'BANDWIDTH' },
  ],
  ['CancelAllUnfreezeV2Contract', {}, { type: 'CancelAllUnfreezeV2' }],
  [
    'ProposalCreateContract',
    {
      parameters: [
        { key: 1, value: 9_997_000_000 },
        { key: 9, value: 1 },
      ],
    },
    {
      type: 'ProposalCreate',
      parameters: [
        { key: 1, value: 9_997_000_000n },
        { key: 9, value: 1n },
      ],
    },
  ],
  [
    'ProposalApproveContract',
    { proposal_id: 7, is_add_approval: true },
    { type: 'ProposalApprove', proposalId: 7n, approve: true },
  ],
  ['ProposalDeleteContract', { proposal_id: 7 }, { type: 'ProposalDelete', proposalId: 7n }],
  [
    'TriggerSmartContract',
    { contract_address: B, data: 'a9059cbb00', call_value: 7 },
    { type: 'TriggerSmartContract', contract: B58, data: 'a9059cbb00', selector: 'a9059cbb', callValue: 7n },
  ],
  ['UpdateBrokerageContract', { brokerage: 20 }, { type: 'UpdateBrokerage', brokerage: 20 }],
  [
    'UpdateSettingContract',
    { contract_address: B, consume_user_resource_percent: 50 },
    { type: 'UpdateSetting', contract: B58, consumeUserResourcePercent: 50 },
  ],
  [
    'UpdateEnergyLimitContract',
    { contract_address: B, origin_energy_limit: 5000 },
    { type: 'UpdateEnergyLimit', contract: B58, originEnergyLimit: 5000n },
  ],
  ['ClearABIContract', { contract_address: B }, { type: 'ClearABI', contract: B58 }],
];

describe.each(SAMPLES)('%s', (...sample) => checkSample(sample));
