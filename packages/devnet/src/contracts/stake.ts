import type { HexAddress } from '../address.js';
import type { BlockContext } from '../chain/context.js';
import { TRX_PRECISION } from '../chain/context.js';
import { recovered } from '../state/resources.js';
import type { Account, Delegation, UnfrozenV2 } from '../state/types.js';
import { validate } from '../tx/errors.js';
import type { ContractOutcome } from '../tx/receipt.js';
import type { ChainTx } from '../tx/types.js';
import { addressField, amountField, type Resource, requireAccount, resourceField } from './helpers.js';
import { setVotes, tronPower } from './witness.js';

const MAX_UNFREEZE_TIMES = 32;
const weightKey = {
  BANDWIDTH: 'totalNetWeight',
  ENERGY: 'totalEnergyWeight',
  TRON_POWER: 'totalTronPowerWeight',
} as const;
const frozenKey = {
  BANDWIDTH: 'frozenBandwidth',
  ENERGY: 'frozenEnergy',
  TRON_POWER: 'frozenTronPower',
} as const;

/** Total weights count whole TRX, so a stake change moves them by the change in whole TRX. */
function adjustWeight(ctx: BlockContext, resource: Resource, before: bigint, after: bigint): void {
  const key = weightKey[resource];
  const delta = after / TRX_PRECISION - before / TRX_PRECISION;
  if (delta !== 0n) ctx.world.setProp(key, ctx.world.prop(key) + delta);
}

function refreeze(ctx: BlockContext, account: Account, resource: Resource, amount: bigint): Account {
  const key = frozenKey[resource];
  adjustWeight(ctx, resource, account[key], account[key] + amount);
  return { ...account, [key]: account[key] + amount };
}

export function freezeBalanceV2(ctx: BlockContext, tx: ChainTx): ContractOutcome {
  const owner = addressField(tx, 'owner_address', 'address');
  const amount = amountField(tx, 'frozen_balance');
  const resource = resourceField(tx, ['BANDWIDTH', 'ENERGY', 'TRON_POWER']);
  const account = requireAccount(ctx, owner, `Account[${owner}] not exists`);
  validate(amount > 0n, 'frozenBalance must be positive');
  validate(amount >= TRX_PRECISION, 'frozenBalance must be greater than or equal to 1 TRX');
  validate(amount <= account.balance, 'frozenBalance must be less than or equal to accountBalance');
  ctx.world.putAccount({ ...refreeze(ctx, account, resource, amount), balance: account.balance - amount });
  return {};
}

function splitExpired(account: Account, now: number): { expired: bigint; pending: UnfrozenV2[] } {
  let expired = 0n;
  const pending: UnfrozenV2[] = [];
  for (const entry of account.unfrozenV2) {
    if (entry.expireTime <= now) expired += entry.amount;
    else pending.push(entry);
  }
  return { expired, pending };
}

export function unfreezeBalanceV2(ctx: BlockContext, tx: ChainTx): ContractOutcome {
  const owner = addressField(tx, 'owner_address', 'address');
  const amount = amountField(tx, 'unfreeze_balance');
  const resource = resourceField(tx, ['BANDWIDTH', 'ENERGY', 'TRON_POWER']);
  const account = requireAccount(ctx, owner, `Account[${owner}] not exists`);
  const frozen = account[frozenKey[resource]];
  validate(frozen > 0n, `no frozenBalance(${resource})`);
  validate(amount > 0n && amount <= frozen, `Invalid unfreeze_balance, [${amount}] is invalid`);
  const { expired, pending } = splitExpired(account, ctx.timestamp);
  validate(pending.length < MAX_UNFREEZE_TIMES, 'Invalid unfreeze operation, unfreezing times is over limit');

  adjustWeight(ctx, resource, frozen, frozen - amount);
  const expireTime = ctx.timestamp + ctx.world.param('getUnfreezeDelayDays') * ctx.dayMs;
  let next: Account = {
    ...account,
    [frozenKey[resource]]: frozen - amount,
    balance: account.balance + expired,
    unfrozenV2: [...pending, { type: resource, amount, expireTime }],
  };
  // java-tron clears all votes when the remaining tron power no longer covers them.
  const used = next.votes.reduce((sum, v) => sum + v.count, 0n);
  if (used > tronPower(next)) next = setVotes(ctx, next, []);
  ctx.world.putAccount(next);
  return { unfreezeAmount: amount, ...(expired > 0n ? { withdrawExpireAmount: expired } : {}) };
}

export function withdrawExpireUnfreeze(ctx: BlockContext, tx: ChainTx): ContractOutcome {
  const owner = addressField(tx, 'owner_address', 'address');
  const account = requireAccount(ctx, owner, `Account[${owner}] not exists`);
  const { expired, pending } = splitExpired(account, ctx.timestamp);
  validate(expired > 0n, 'no unFreeze balance to withdraw ');
  ctx.world.putAccount({ ...account, balance: account.balance + expired, unfrozenV2: pending });
  return { withdrawExpireAmount: expired };
}

export function cancelAllUnfreezeV2(ctx: BlockContext, tx: ChainTx): ContractOutcome {
  const owner = addressField(tx, 'owner_address', 'address');
  let account = requireAccount(ctx, owner, `Account[${owner}] not exists`);
  validate(account.unfrozenV2.length > 0, 'No unfreezeV2 list to cancel');
  const canceled: Record<Resource, bigint> = { BANDWIDTH: 0n, ENERGY: 0n, TRON_POWER: 0n };
  let withdrawn = 0n;
  for (const entry of account.unfrozenV2) {
    if (entry.expireTime <= ctx.timestamp) {
      withdrawn += entry.amount;
    } else {
      canceled[entry.type] += entry.amount;
      account = refreeze(ctx, account, entry.type, entry.amount);
    }
  }
  ctx.world.putAccount({ ...account, balance: account.balance + withdrawn, unfrozenV2: [] });
  return {
    withdrawExpireAmount: withdrawn,
    cancelUnfreezeV2Amount: (Object.entries(canceled) as Array<[Resource, bigint]>).filter(([, v]) => v > 0n),
  };
}

const delegationKey = (from: HexAddress, to: HexAddress) => `${from}${to}`;

export function delegateResource(ctx: BlockContext, tx: ChainTx): ContractOutcome {
  const owner = addressField(tx, 'owner_address', 'ownerAddress');
  const receiver = addressField(tx, 'receiver_address', 'receiverAddress');
  const amount = amountField(tx, 'balance');
  const resource = resourceField(tx, ['BANDWIDTH', 'ENERGY']);
  const lockPeriod = Number(amountField(tx, 'lock_period'));
  validate(owner !== receiver, 'receiverAddress must not be the same as ownerAddress');
  validate(amount >= TRX_PRECISION, 'delegateBalance must be greater than or equal to 1 TRX');
  const account = requireAccount(ctx, owner, `Account[${owner}] not exists`);
  const target = ctx.world.account(receiver);
  validate(target !== undefined, `Account[${receiver}] not exists`);
  validate(!target!.isContract, 'Do not allow delegate resources to contract addresses');
  const available = canDelegateMaxSize(ctx, account, resource);
  validate(amount <= available, `delegateBalance must be less than or equal to available FreezeV2 balance`);
  const maxLock = ctx.world.param('getMaxDelegateLockPeriod');
  validate(
    lockPeriod >= 0 && lockPeriod <= maxLock,
    `The lock period of delegate resource cannot be less than 0 and cannot exceed ${maxLock}!`,
  );

  const isEnergy = resource === 'ENERGY';
  const lockUntil = tx.value.lock === true ? ctx.timestamp + (lockPeriod || 86_400) * 3_000 : 0;
  const key = delegationKey(owner, receiver);
  const existing: Delegation = ctx.world.delegations.get(key) ?? {
    from: owner,
    to: receiver,
    bandwidth: 0n,
    energy: 0n,
    expireTimeForBandwidth: 0,
    expireTimeForEnergy: 0,
  };
  ctx.world.delegations.set(
    key,
    isEnergy
      ? {
          ...existing,
          energy: existing.energy + amount,
          expireTimeForEnergy: Math.max(lockUntil, existing.expireTimeForEnergy),
        }
      : {
          ...existing,
          bandwidth: existing.bandwidth + amount,
          expireTimeForBandwidth: Math.max(lockUntil, existing.expireTimeForBandwidth),
        },
  );
  ctx.world.putAccount(
    isEnergy
      ? {
          ...account,
          frozenEnergy: account.frozenEnergy - amount,
          delegatedEnergy: account.delegatedEnergy + amount,
        }
      : {
          ...account,
          frozenBandwidth: account.frozenBandwidth - amount,
          delegatedBandwidth: account.delegatedBandwidth + amount,
        },
  );
  const to = ctx.world.account(receiver)!;
  ctx.world.putAccount(
    isEnergy
      ? { ...to, acquiredEnergy: to.acquiredEnergy + amount }
      : { ...to, acquiredBandwidth: to.acquiredBandwidth + amount },
  );
  return {};
}

/** Own staked balance not backing resources already used (java-tron's getcandelegatedmaxsize). */
export function canDelegateMaxSize(ctx: BlockContext, account: Account, resource: Resource): bigint {
  const energy = resource === 'ENERGY';
  const frozen = energy ? account.frozenEnergy : account.frozenBandwidth;
  const usage = energy
    ? recovered(account.energyUsage, account.latestConsumeTimeForEnergy, ctx.timestamp)
    : recovered(account.netUsage, account.latestConsumeTime, ctx.timestamp);
  const totalWeight = ctx.world.prop(energy ? 'totalEnergyWeight' : 'totalNetWeight');
  const totalLimit = BigInt(ctx.world.param(energy ? 'getTotalEnergyCurrentLimit' : 'getTotalNetLimit'));
  const used = totalLimit === 0n ? 0n : (usage * totalWeight * TRX_PRECISION) / totalLimit;
  const available = frozen - used;
  return available > 0n ? available : 0n;
}

export function unDelegateResource(ctx: BlockContext, tx: ChainTx): ContractOutcome {
  const owner = addressField(tx, 'owner_address', 'ownerAddress');
  const receiver = addressField(tx, 'receiver_address', 'receiverAddress');
  const amount = amountField(tx, 'balance');
  const resource = resourceField(tx, ['BANDWIDTH', 'ENERGY']);
  validate(owner !== receiver, 'receiverAddress must not be the same as ownerAddress');
  const account = requireAccount(ctx, owner, `Account[${owner}] not exists`);
  validate(amount > 0n, 'unDelegateBalance must be more than 0 TRX');
  const delegation = ctx.world.delegations.get(delegationKey(owner, receiver));
  const isEnergy = resource === 'ENERGY';
  const delegated = delegation === undefined ? 0n : isEnergy ? delegation.energy : delegation.bandwidth;
  const lockedUntil =
    delegation === undefined
      ? 0
      : isEnergy
        ? delegation.expireTimeForEnergy
        : delegation.expireTimeForBandwidth;
  const unlocked = lockedUntil > ctx.timestamp ? 0n : delegated;
  validate(delegated > 0n, `delegated Resource does not exist`);
  validate(
    amount <= unlocked,
    `insufficient delegatedFrozenBalance(${resource}), request=${amount}, unlock_balance=${unlocked}`,
  );

  const next = isEnergy
    ? { ...delegation!, energy: delegated - amount }
    : { ...delegation!, bandwidth: delegated - amount };
  if (next.energy === 0n && next.bandwidth === 0n)
    ctx.world.delegations.delete(delegationKey(owner, receiver));
  else ctx.world.delegations.set(delegationKey(owner, receiver), next);
  ctx.world.putAccount(
    isEnergy
      ? {
          ...account,
          frozenEnergy: account.frozenEnergy + amount,
          delegatedEnergy: account.delegatedEnergy - amount,
        }
      : {
          ...account,
          frozenBandwidth: account.frozenBandwidth + amount,
          delegatedBandwidth: account.delegatedBandwidth - amount,
        },
  );
  const to = ctx.world.account(receiver);
  if (to !== undefined) {
    ctx.world.putAccount(
      isEnergy
        ? { ...to, acquiredEnergy: to.acquiredEnergy - amount }
        : { ...to, acquiredBandwidth: to.acquiredBandwidth - amount },
    );
  }
  return {};
}
