import { bytesToUtf8, hexToBytes, isHex } from '@poxscan/protocol';
import { base58 } from '../decode/addresses.js';
import { int } from '../decode/contract.js';
import type { AccountJson, AccountResourceJson } from '../node/types.js';

/** An account's node state, as the refresher writes it. */
export interface AccountState {
  address: string;
  /** false when the node does not know the account (getaccount returned {}) */
  exists: boolean;
  kind: 'normal' | 'contract' | 'sr';
  name: string | null;
  createdAt: number | null;
  balance: bigint;
  power: bigint;
  votesCast: bigint;
  frozenBandwidth: bigint;
  frozenEnergy: bigint;
  delegatedOutBandwidth: bigint;
  delegatedOutEnergy: bigint;
  delegatedInBandwidth: bigint;
  delegatedInEnergy: bigint;
  /** Stake 1.0 (frozen before Stake 2.0, still held until its owner unfreezes it): see stakeV1 */
  stakeV1: StakeV1;
  unfreezing: bigint;
  /** the earliest expiry of what is still unfreezing (ms): the account is read again then */
  unfreezingExpiresAt: number | null;
  withdrawable: bigint;
  allowance: bigint;
  netUsed: number;
  netLimit: number;
  freeNetUsed: number;
  freeNetLimit: number;
  energyUsed: number;
  energyLimit: number;
  votes: { witness: string; votes: number }[];
  /** PRC10 balances by token id, non-zero only */
  assets: Map<string, bigint>;
  stakes: { resource: 'BANDWIDTH' | 'ENERGY' | 'TRON_POWER'; amount: bigint }[];
}

/**
 * An account's Stake 1.0 amounts (sun). Each staked POX is in exactly one of frozen* or delegatedOut*
 * (freezing for another account moves nothing into the owner's own frozen list); delegatedIn* are
 * other accounts' stakes, counted by their owners.
 */
export interface StakeV1 {
  frozenBandwidth: bigint;
  frozenEnergy: bigint;
  /** frozen for votes alone (TRON_POWER) */
  frozenPower: bigint;
  delegatedOutBandwidth: bigint;
  delegatedOutEnergy: bigint;
  delegatedInBandwidth: bigint;
  delegatedInEnergy: bigint;
}

const SUN_PER_POX = 1_000_000n;

/** Stake 1.0 keeps an amount until a transaction unfreezes it, expired or not: all of it is still staked. */
export function stakeV1(a: AccountJson): StakeV1 {
  const r = a.account_resource;
  return {
    frozenBandwidth: (a.frozen ?? []).reduce((n, f) => n + int(f.frozen_balance), 0n),
    frozenEnergy: int(r?.frozen_balance_for_energy?.frozen_balance),
    frozenPower: int(a.tron_power?.frozen_balance),
    delegatedOutBandwidth: int(a.delegated_frozen_balance_for_bandwidth),
    delegatedOutEnergy: int(r?.delegated_frozen_balance_for_energy),
    delegatedInBandwidth: int(a.acquired_delegated_frozen_balance_for_bandwidth),
    delegatedInEnergy: int(r?.acquired_delegated_frozen_balance_for_energy),
  };
}
const text = (hex: string | undefined) => (hex && isHex(hex) ? bytesToUtf8(hexToBytes(hex)) : (hex ?? null));

/** `chainTime`: the head block time, which decides what is still unstaking and what is withdrawable. */
export function accountState(
  address: string,
  a: AccountJson,
  r: AccountResourceJson,
  chainTime: number,
): AccountState {
  const frozen = { BANDWIDTH: 0n, ENERGY: 0n, TRON_POWER: 0n };
  for (const f of a.frozenV2 ?? []) {
    const type = (f.type ?? 'BANDWIDTH') as keyof typeof frozen;
    if (type in frozen) frozen[type] += int(f.amount);
  }
  let unfreezing = 0n;
  let unfreezingExpiresAt: number | null = null;
  let withdrawable = 0n;
  for (const u of a.unfrozenV2 ?? []) {
    const expires = u.unfreeze_expire_time ?? 0;
    if (expires > chainTime) {
      unfreezing += int(u.unfreeze_amount);
      unfreezingExpiresAt = Math.min(unfreezingExpiresAt ?? expires, expires);
    } else withdrawable += int(u.unfreeze_amount);
  }
  const votes = (a.votes ?? []).map((v) => ({
    witness: base58(v.vote_address),
    votes: Number(v.vote_count),
  }));
  const assets = new Map<string, bigint>();
  for (const asset of a.assetV2 ?? []) if (int(asset.value) !== 0n) assets.set(asset.key, int(asset.value));
  return {
    address,
    exists: a.address !== undefined,
    kind: a.type === 'Contract' ? 'contract' : a.is_witness ? 'sr' : 'normal',
    name: text(a.account_name),
    createdAt: a.create_time ?? null,
    balance: int(a.balance),
    power: int(r.tronPowerLimit) * SUN_PER_POX,
    votesCast: votes.reduce((n, v) => n + BigInt(v.votes), 0n),
    frozenBandwidth: frozen.BANDWIDTH,
    frozenEnergy: frozen.ENERGY,
    delegatedOutBandwidth: int(a.delegated_frozenV2_balance_for_bandwidth),
    delegatedOutEnergy: int(a.account_resource?.delegated_frozenV2_balance_for_energy),
    delegatedInBandwidth: int(a.acquired_delegated_frozenV2_balance_for_bandwidth),
    delegatedInEnergy: int(a.account_resource?.acquired_delegated_frozenV2_balance_for_energy),
    stakeV1: stakeV1(a),
    unfreezing,
    unfreezingExpiresAt: unfreezing > 0n ? unfreezingExpiresAt : null,
    withdrawable,
    allowance: int(a.allowance),
    netUsed: Number(r.NetUsed ?? 0),
    netLimit: Number(r.NetLimit ?? 0),
    freeNetUsed: Number(r.freeNetUsed ?? 0),
    freeNetLimit: Number(r.freeNetLimit ?? 0),
    energyUsed: Number(r.EnergyUsed ?? 0),
    energyLimit: Number(r.EnergyLimit ?? 0),
    votes,
    assets,
    stakes: (['BANDWIDTH', 'ENERGY', 'TRON_POWER'] as const)
      .filter((resource) => frozen[resource] !== 0n)
      .map((resource) => ({ resource, amount: frozen[resource] })),
  };
}
