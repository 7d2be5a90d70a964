import type { NodeAccount } from '../api/fullnodeTypes';
import type { StakeResource } from '../api/resources/governance-screens';

/** One pending unstake (Stake 2.0): its amount comes back to the balance after `expiresAt`. */
export interface Unstaking {
  resource: StakeResource;
  amount: bigint;
  expiresAt: number;
}

/** What the governance screens read from java-tron's account JSON, amounts as bigint (sun). */
export interface AccountStake {
  balance: bigint;
  isWitness: boolean;
  staked: Record<StakeResource, bigint>;
  delegatedOut: Record<StakeResource, bigint>;
  delegatedIn: Record<StakeResource, bigint>;
  unstaking: Unstaking[];
  votes: { address: string; count: bigint }[];
}

const count = (value: unknown): bigint =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? BigInt(value) : 0n;

const list = (value: unknown): Record<string, unknown>[] =>
  Array.isArray(value)
    ? value.filter((v): v is Record<string, unknown> => typeof v === 'object' && v !== null)
    : [];

/** java-tron omits defaults: a `frozenV2` entry without `type` is bandwidth, a missing amount is zero. */
function stakedOf(account: NodeAccount, resource: StakeResource): bigint {
  const entries = list(account.frozenV2).filter((e) => (e.type ?? 'BANDWIDTH') === resource);
  return entries.reduce((sum, e) => sum + count(e.amount), 0n);
}

/** Reads the connected account's stake, delegations, unstakes and votes from `/wallet/getaccount`. */
export function accountStake(account: NodeAccount): AccountStake {
  const resource = (account.account_resource ?? {}) as Record<string, unknown>;
  return {
    balance: count(account.balance),
    isWitness: account.is_witness === true,
    staked: { BANDWIDTH: stakedOf(account, 'BANDWIDTH'), ENERGY: stakedOf(account, 'ENERGY') },
    delegatedOut: {
      BANDWIDTH: count(account.delegated_frozenV2_balance_for_bandwidth),
      ENERGY: count(resource.delegated_frozenV2_balance_for_energy),
    },
    delegatedIn: {
      BANDWIDTH: count(account.acquired_delegated_frozenV2_balance_for_bandwidth),
      ENERGY: count(resource.acquired_delegated_frozenV2_balance_for_energy),
    },
    unstaking: list(account.unfrozenV2).map((u) => ({
      resource: u.type === 'ENERGY' ? 'ENERGY' : 'BANDWIDTH',
      amount: count(u.unfreeze_amount),
      expiresAt: typeof u.unfreeze_expire_time === 'number' ? u.unfreeze_expire_time : 0,
    })),
    votes: list(account.votes).map((v) => ({ address: String(v.vote_address), count: count(v.vote_count) })),
  };
}

/** The unstaked POX whose waiting period is over at `now`: what WithdrawExpireUnfreeze would pay. */
export function withdrawable(unstaking: readonly Unstaking[], now: number): bigint {
  return unstaking.filter((u) => u.expiresAt <= now).reduce((sum, u) => sum + u.amount, 0n);
}
