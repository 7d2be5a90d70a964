import type { HexAddress } from '../address.js';
import type { Account, Vote } from './types.js';
import type { World } from './world.js';

const SCALE = 10n ** 18n;

/**
 * Voter rewards by cycle (one cycle = one maintenance period), as java-tron's new reward algorithm
 * pays them: an SR's voter share of a cycle is spread over the votes it had during that cycle.
 * `rewardIndex[c:sr]` is the cumulative reward per vote at the end of cycle c.
 */
function indexAt(world: World, cycle: number, sr: HexAddress): bigint {
  return cycle < 0 ? 0n : (world.rewardIndex.get(`${cycle}:${sr}`) ?? 0n);
}

function rewardFor(world: World, votes: Vote[], firstCycle: number, lastCycle: number): bigint {
  if (votes.length === 0 || lastCycle < firstCycle) return 0n;
  let total = 0n;
  for (const vote of votes) {
    const delta = indexAt(world, lastCycle, vote.address) - indexAt(world, firstCycle - 1, vote.address);
    total += (vote.count * delta) / SCALE;
  }
  return total;
}

/** Reward earned and not yet settled into `allowance`. */
export function pendingReward(world: World, account: Account): bigint {
  const current = world.prop('cycle');
  if (account.rewardCycle >= current) return 0n;
  return (
    rewardFor(world, account.rewardVotes, account.rewardCycle, account.rewardCycle) +
    rewardFor(world, account.votes, account.rewardCycle + 1, current - 1)
  );
}

/** Moves pending voter reward into `allowance` and starts the current cycle with the current votes. */
export function settleReward(world: World, account: Account): Account {
  const current = world.prop('cycle');
  if (account.rewardCycle === current) return account;
  const reward = pendingReward(world, account);
  return {
    ...account,
    allowance: account.allowance + reward,
    rewardCycle: current,
    rewardVotes: account.votes,
  };
}

/** Pays one SR: its brokerage share to its own allowance, the rest to this cycle's voter pool. */
export function payWitness(world: World, sr: HexAddress, amount: bigint): void {
  const witness = world.witnesses.get(sr);
  if (witness === undefined || amount === 0n) return;
  const keep = witness.voteCount > 0n ? (amount * BigInt(witness.brokerage)) / 100n : amount;
  const account = world.account(sr);
  if (account !== undefined) world.putAccount({ ...account, allowance: account.allowance + keep });
  if (amount > keep) world.cycleRewards.set(sr, (world.cycleRewards.get(sr) ?? 0n) + amount - keep);
}

/** Closes the current cycle: folds each SR's voter pool into its per-vote index. */
export function closeCycle(world: World): void {
  const cycle = world.prop('cycle');
  for (const witness of world.witnesses.values()) {
    const pool = world.cycleRewards.get(witness.address) ?? 0n;
    const previous = indexAt(world, cycle - 1, witness.address);
    const next = witness.voteCount > 0n ? previous + (pool * SCALE) / witness.voteCount : previous;
    if (next !== 0n) world.rewardIndex.set(`${cycle}:${witness.address}`, next);
    if (pool !== 0n) world.cycleRewards.delete(witness.address);
  }
  world.setProp('cycle', cycle + 1);
}
