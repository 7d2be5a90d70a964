import type { TrafficContext } from './context.js';
import type { UnsignedTx } from './signer.js';

const POX = 1_000_000n;
const RESOURCES = ['BANDWIDTH', 'ENERGY', 'TRON_POWER'] as const;

export function freeze(c: TrafficContext): UnsignedTx | undefined {
  const user = c.freeUser((a) => a.balance > 1_000n * POX);
  if (user === undefined) return undefined;
  const resource = c.rng.pick(RESOURCES);
  const amount = BigInt(c.rng.int(10, 500)) * POX;
  return c.tx(user, 'FreezeBalanceV2Contract', {
    frozen_balance: Number(amount),
    ...(resource === 'BANDWIDTH' ? {} : { resource }),
  });
}

export function unfreeze(c: TrafficContext): UnsignedTx | undefined {
  const user = c.freeUser((a) => a.frozenBandwidth + a.frozenEnergy > 10n * POX && a.unfrozenV2.length < 30);
  if (user === undefined) return undefined;
  const account = c.account(user)!;
  const resource = account.frozenEnergy > account.frozenBandwidth ? 'ENERGY' : 'BANDWIDTH';
  const frozen = resource === 'ENERGY' ? account.frozenEnergy : account.frozenBandwidth;
  return c.tx(user, 'UnfreezeBalanceV2Contract', {
    unfreeze_balance: Number(frozen / 4n),
    ...(resource === 'ENERGY' ? { resource } : {}),
  });
}

export function withdrawExpired(c: TrafficContext): UnsignedTx | undefined {
  const now = c.head.timestamp + c.chain.blockTimeMs;
  const user = c.freeUser((a) => a.unfrozenV2.some((u) => u.expireTime <= now));
  return user === undefined ? undefined : c.tx(user, 'WithdrawExpireUnfreezeContract', {});
}

export function cancelUnfreeze(c: TrafficContext): UnsignedTx | undefined {
  const user = c.freeUser((a) => a.unfrozenV2.length > 0);
  return user === undefined ? undefined : c.tx(user, 'CancelAllUnfreezeV2Contract', {});
}

export function delegate(c: TrafficContext): UnsignedTx | undefined {
  const user = c.freeUser((a) => a.frozenBandwidth > 20n * POX || a.frozenEnergy > 20n * POX);
  const to = c.rng.pick(c.users);
  if (user === undefined || to.hex === user.hex || c.account(to) === undefined || c.account(to)!.isContract)
    return undefined;
  const account = c.account(user)!;
  const energy = account.frozenEnergy > 20n * POX;
  return c.tx(user, 'DelegateResourceContract', {
    receiver_address: to.hex,
    balance: Number(10n * POX),
    ...(energy ? { resource: 'ENERGY' } : {}),
  });
}

export function undelegate(c: TrafficContext): UnsignedTx | undefined {
  for (let attempt = 0; attempt < 4; attempt++) {
    const user = c.freeUser((a) => a.delegatedBandwidth + a.delegatedEnergy > 0n);
    if (user === undefined) return undefined;
    const delegation = [...c.world.delegations.values()].find((d) => d.from === user.hex);
    if (delegation === undefined) continue;
    const energy = delegation.energy > 0n;
    const amount = energy ? delegation.energy : delegation.bandwidth;
    return c.tx(user, 'UnDelegateResourceContract', {
      receiver_address: delegation.to,
      balance: Number(amount),
      ...(energy ? { resource: 'ENERGY' } : {}),
    });
  }
  return undefined;
}
