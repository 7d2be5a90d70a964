import { formatUnits, SUN_PER_POX } from '@poxscan/protocol/browser';

/** java-tron's DPoS: 27 SRs produce blocks; the 127 most voted share the standby reward. */
export const ACTIVE_SR_COUNT = 27;
export const REWARDED_SR_COUNT = 127;
/** An SR whose last block is more than two production rounds old has fallen behind. */
export const IN_SYNC_BLOCKS = 2 * ACTIVE_SR_COUNT;

const YEAR_MS = 365n * 24n * 3_600_000n;

/** Blocks produced out of the SR's slots, as "99.52%"; undefined before its first slot. */
export function productivity(produced: number, missed: number): string | undefined {
  const slots = BigInt(produced) + BigInt(missed);
  if (slots === 0n) return undefined;
  return `${formatUnits((BigInt(produced) * 10_000n) / slots, 2, { trimZeros: false })}%`;
}

/** Productivity in hundredths of a percent, for ranking SRs without floating point. */
export function productivityBasisPoints(produced: number, missed: number): number | undefined {
  const slots = produced + missed;
  return slots === 0 ? undefined : Number((BigInt(produced) * 10_000n) / BigInt(slots));
}

/** A signed change of votes in words: "+5,000", "−1,000", "no change". */
export function votesChangeText(change: string): string {
  const value = BigInt(change);
  if (value === 0n) return 'no change';
  const grouped = (value < 0n ? -value : value).toLocaleString('en-US');
  return value > 0n ? `+${grouped}` : `−${grouped}`;
}

export type SyncState = { kind: 'in-sync' } | { kind: 'behind'; blocks: number } | { kind: 'no-blocks' };

/** Whether a producing SR keeps up with the chain head. */
export function syncState(latestBlock: number | null, head: number): SyncState {
  if (latestBlock === null) return { kind: 'no-blocks' };
  const behind = head - latestBlock;
  return behind <= IN_SYNC_BLOCKS ? { kind: 'in-sync' } : { kind: 'behind', blocks: behind };
}

export interface RewardParameters {
  /** getWitnessPayPerBlock: paid to the producer of each block, sun. */
  payPerBlock: bigint;
  /** getWitness127PayPerBlock: shared each block by the 127 most voted SRs, by votes, sun. */
  standbyPayPerBlock: bigint;
  blockTimeMs: number;
  /** Votes of the 127 most voted SRs together. */
  rewardedVotes: bigint;
}

export interface RewardedSr {
  rank: number;
  votes: bigint;
  /** Percent of the rewards the SR keeps; voters share the rest. */
  brokerage: number;
  producing: boolean;
}

/**
 * The yearly reward rate of a vote for this SR (1 vote = 1 staked POX), from the chain's reward
 * parameters at the current votes: an estimate, as votes and block production change. "12.34%".
 */
export function voterApr(sr: RewardedSr, params: RewardParameters): string | undefined {
  if (sr.votes <= 0n || params.blockTimeMs <= 0 || sr.rank > REWARDED_SR_COUNT) return undefined;
  const blocksPerYear = YEAR_MS / BigInt(Math.round(params.blockTimeMs));
  const produced = sr.producing ? (params.payPerBlock * blocksPerYear) / BigInt(ACTIVE_SR_COUNT) : 0n;
  const standby =
    params.rewardedVotes > 0n
      ? (params.standbyPayPerBlock * blocksPerYear * sr.votes) / params.rewardedVotes
      : 0n;
  const toVoters = ((produced + standby) * BigInt(100 - sr.brokerage)) / 100n;
  const basisPoints = (toVoters * 10_000n) / (sr.votes * SUN_PER_POX);
  return `${formatUnits(basisPoints, 2, { thousands: true, trimZeros: false })}%`;
}
