import type { FieldReader } from './fields.js';
import type {
  AssetIssue,
  ContractBase,
  ParticipateAssetIssue,
  TransferAsset,
  UnfreezeAsset,
  UpdateAsset,
} from './types.js';

export const assetDecoders = {
  TransferAssetContract: (f: FieldReader, base: ContractBase): TransferAsset => ({
    type: 'TransferAsset',
    ...base,
    to: f.address('to_address'),
    assetName: f.text('asset_name'),
    amount: f.int('amount'),
  }),
  AssetIssueContract: (f: FieldReader, base: ContractBase): AssetIssue => ({
    type: 'AssetIssue',
    ...base,
    id: typeof f.value.id === 'string' ? f.value.id : '',
    name: f.text('name'),
    abbr: f.text('abbr'),
    description: f.text('description'),
    url: f.text('url'),
    totalSupply: f.int('total_supply'),
    precision: f.number('precision'),
    trxNum: f.int('trx_num'),
    num: f.int('num'),
    startTime: f.int('start_time'),
    endTime: f.int('end_time'),
    freeAssetNetLimit: f.int('free_asset_net_limit'),
    publicFreeAssetNetLimit: f.int('public_free_asset_net_limit'),
    frozenSupply: f
      .list('frozen_supply')
      .map((s) => ({ amount: s.int('frozen_amount'), days: s.int('frozen_days') })),
  }),
  ParticipateAssetIssueContract: (f: FieldReader, base: ContractBase): ParticipateAssetIssue => ({
    type: 'ParticipateAssetIssue',
    ...base,
    to: f.address('to_address'),
    assetName: f.text('asset_name'),
    amount: f.int('amount'),
  }),
  UpdateAssetContract: (f: FieldReader, base: ContractBase): UpdateAsset => ({
    type: 'UpdateAsset',
    ...base,
    description: f.text('description'),
    url: f.text('url'),
    newLimit: f.int('new_limit'),
    newPublicLimit: f.int('new_public_limit'),
  }),
  UnfreezeAssetContract: (_f: FieldReader, base: ContractBase): UnfreezeAsset => ({
    type: 'UnfreezeAsset',
    ...base,
  }),
};
