import { utf8ToHex } from '@poxscan/protocol';
import type { BlockContext } from '../chain/context.js';
import { TRX_PRECISION } from '../chain/context.js';
import { energyLimit, netLimit, recovered } from '../state/resources.js';
import type { Account } from '../state/types.js';
import { addressOut } from './visible.js';

const ACTIVE_OPERATIONS = '7fff1fc0033efb0f000000000000000000000000000000000000000000000000';
const WINDOW_SIZE = 28_800_000;

function put(target: Record<string, unknown>, key: string, value: bigint | number | undefined): void {
  if (value !== undefined && value !== 0 && value !== 0n) target[key] = Number(value);
}

/** java-tron's Account JSON (getaccount), default values omitted. */
export function accountJson(account: Account, visible: boolean): Record<string, unknown> {
  const out = (hex: string) => addressOut(hex, visible);
  const json: Record<string, unknown> = {};
  if (account.name !== undefined) json.account_name = visible ? account.name : utf8ToHex(account.name);
  if (account.isContract) json.type = 'Contract';
  json.address = out(account.address);
  put(json, 'balance', account.balance);
  if (account.votes.length > 0) {
    json.votes = account.votes.map((v) => ({ vote_address: out(v.address), vote_count: Number(v.count) }));
  }
  put(json, 'net_usage', account.netUsage);
  put(json, 'create_time', account.createTime);
  put(json, 'latest_opration_time', account.latestOperationTime);
  put(json, 'allowance', account.allowance);
  put(json, 'latest_withdraw_time', account.latestWithdrawTime);
  if (account.isWitness) json.is_witness = true;
  put(json, 'latest_consume_time', account.latestConsumeTime);
  put(json, 'free_net_usage', account.freeNetUsage);
  put(json, 'latest_consume_free_time', account.latestConsumeFreeTime);
  json.net_window_size = WINDOW_SIZE;
  json.net_window_optimized = true;
  const resource: Record<string, unknown> = {};
  put(resource, 'energy_usage', account.energyUsage);
  put(resource, 'latest_consume_time_for_energy', account.latestConsumeTimeForEnergy);
  resource.energy_window_size = WINDOW_SIZE;
  put(resource, 'delegated_frozenV2_balance_for_energy', account.delegatedEnergy);
  put(resource, 'acquired_delegated_frozenV2_balance_for_energy', account.acquiredEnergy);
  resource.energy_window_optimized = true;
  json.account_resource = resource;
  const keys = account.owner?.keys ?? [{ address: account.address, weight: 1n }];
  const permissionKeys = keys.map((k) => ({ address: out(k.address), weight: Number(k.weight) }));
  const threshold = Number(account.owner?.threshold ?? 1n);
  json.owner_permission = { permission_name: 'owner', threshold, keys: permissionKeys };
  json.active_permission = [
    {
      type: 'Active',
      id: 2,
      permission_name: 'active',
      threshold,
      operations: ACTIVE_OPERATIONS,
      keys: permissionKeys,
    },
  ];
  const frozen = (type: string | undefined, amount: bigint) => ({
    ...(type === undefined ? {} : { type }),
    ...(amount === 0n ? {} : { amount: Number(amount) }),
  });
  json.frozenV2 = [
    frozen(undefined, account.frozenBandwidth),
    frozen('ENERGY', account.frozenEnergy),
    frozen('TRON_POWER', account.frozenTronPower),
  ];
  if (account.unfrozenV2.length > 0) {
    json.unfrozenV2 = account.unfrozenV2.map((u) => ({
      ...(u.type === 'BANDWIDTH' ? {} : { type: u.type }),
      unfreeze_amount: Number(u.amount),
      unfreeze_expire_time: u.expireTime,
    }));
  }
  put(json, 'delegated_frozenV2_balance_for_bandwidth', account.delegatedBandwidth);
  put(json, 'acquired_delegated_frozenV2_balance_for_bandwidth', account.acquiredBandwidth);
  if (account.assetIssuedName !== undefined) {
    json.asset_issued_name = visible ? account.assetIssuedName : utf8ToHex(account.assetIssuedName);
    json.asset_issued_ID = visible ? account.assetIssuedId : utf8ToHex(account.assetIssuedId ?? '');
  }
  if (account.assets.size > 0) {
    json.assetV2 = [...account.assets].map(([key, value]) => ({ key, value: Number(value) }));
    json.free_asset_net_usageV2 = [...account.assets.keys()].map((key) => ({ key, value: 0 }));
  }
  json.asset_optimized = true;
  return json;
}

/** java-tron's getaccountresource JSON. */
export function accountResourceJson(ctx: BlockContext, account: Account): Record<string, unknown> {
  const { world, timestamp } = ctx;
  const json: Record<string, unknown> = {};
  put(json, 'freeNetUsed', recovered(account.freeNetUsage, account.latestConsumeFreeTime, timestamp));
  put(json, 'freeNetLimit', world.param('getFreeNetLimit'));
  put(json, 'NetUsed', recovered(account.netUsage, account.latestConsumeTime, timestamp));
  put(json, 'NetLimit', netLimit(world, account));
  put(json, 'TotalNetLimit', world.param('getTotalNetLimit'));
  put(json, 'TotalNetWeight', world.prop('totalNetWeight'));
  const power =
    account.frozenBandwidth +
    account.frozenEnergy +
    account.frozenTronPower +
    account.delegatedBandwidth +
    account.delegatedEnergy;
  put(
    json,
    'tronPowerUsed',
    account.votes.reduce((sum, v) => sum + v.count, 0n),
  );
  put(json, 'tronPowerLimit', power / TRX_PRECISION);
  put(json, 'TotalTronPowerWeight', world.prop('totalTronPowerWeight'));
  put(json, 'EnergyUsed', recovered(account.energyUsage, account.latestConsumeTimeForEnergy, timestamp));
  put(json, 'EnergyLimit', energyLimit(world, account));
  put(json, 'TotalEnergyLimit', world.param('getTotalEnergyCurrentLimit'));
  put(json, 'TotalEnergyWeight', world.prop('totalEnergyWeight'));
  return json;
}
