import { type BlockContext, SLOT_MS, TRX_PRECISION, WINDOW_SLOTS } from '../chain/context.js';
import type { Account } from './types.js';
import type { World } from './world.js';

const slotOf = (ms: number): bigint => BigInt(Math.floor(ms / SLOT_MS));

/** Usage left after linear recovery over java-tron's 24-hour window. */
export function recovered(usage: bigint, lastTime: number, now: number): bigint {
  if (usage === 0n || lastTime === 0) return usage;
  const delta = slotOf(now) - slotOf(lastTime);
  if (delta <= 0n) return usage;
  if (delta >= WINDOW_SLOTS) return 0n;
  return (usage * (WINDOW_SLOTS - delta)) / WINDOW_SLOTS;
}

export function netLimit(world: World, account: Account): bigint {
  const weight = (account.frozenBandwidth + account.acquiredBandwidth) / TRX_PRECISION;
  const total = world.prop('totalNetWeight');
  if (weight === 0n || total === 0n) return 0n;
  return (weight * BigInt(world.param('getTotalNetLimit'))) / total;
}

export function energyLimit(world: World, account: Account): bigint {
  const weight = (account.frozenEnergy + account.acquiredEnergy) / TRX_PRECISION;
  const total = world.prop('totalEnergyWeight');
  if (weight === 0n || total === 0n) return 0n;
  return (weight * BigInt(world.param('getTotalEnergyCurrentLimit'))) / total;
}

export function availableEnergy(ctx: BlockContext, account: Account): bigint {
  const left =
    energyLimit(ctx.world, account) -
    recovered(account.energyUsage, account.latestConsumeTimeForEnergy, ctx.timestamp);
  return left > 0n ? left : 0n;
}

/** Charges `energy` to the account's staked energy (caller must have checked availability). */
export function consumeEnergy(ctx: BlockContext, account: Account, energy: bigint): Account {
  if (energy === 0n) return account;
  const used = recovered(account.energyUsage, account.latestConsumeTimeForEnergy, ctx.timestamp);
  return { ...account, energyUsage: used + energy, latestConsumeTimeForEnergy: ctx.timestamp };
}

export function minBigInt(first: bigint, ...rest: bigint[]): bigint {
  let min = first;
  for (const value of rest) if (value < min) min = value;
  return min;
}
