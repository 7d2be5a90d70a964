import { closeCycle } from '../state/rewards.js';
import type { Witness } from '../state/types.js';
import type { World } from '../state/world.js';
import { parameterById } from './params.js';

export const ACTIVE_WITNESS_COUNT = 27;
export const STANDBY_WITNESS_COUNT = 127;

/** java-tron's order of SRs: votes descending, ties broken by address. */
const byVotes = (a: Witness, b: Witness): number =>
  a.voteCount === b.voteCount ? (a.address < b.address ? 1 : -1) : a.voteCount > b.voteCount ? -1 : 1;

export function rankWitnesses(world: World): Witness[] {
  return [...world.witnesses.values()].sort(byVotes);
}

/** The SRs with the votes cast since the last maintenance counted in (getpaginatednowwitnesslist). */
export function rankWitnessesNow(world: World): Witness[] {
  const deltas = pendingVoteDeltas(world);
  return [...world.witnesses.values()]
    .map((w) => ({ ...w, voteCount: w.voteCount + (deltas.get(w.address) ?? 0n) }))
    .sort(byVotes);
}

/** Decides every open proposal whose expiration has come: 70% of active SRs approve, or it fails. */
function processProposals(world: World, maintenanceTime: number): void {
  const active = new Set(world.prop('activeWitnesses'));
  const needed = Math.floor((active.size * 7) / 10);
  const open = [...world.proposals.values()].filter(
    (p) => p.state === 'PENDING' && maintenanceTime >= p.expirationTime,
  );
  for (const proposal of open) {
    const approvals = proposal.approvals.filter((a) => active.has(a)).length;
    if (approvals >= needed) {
      for (const [id, value] of proposal.parameters) {
        const def = parameterById(id);
        if (def !== undefined) world.params.set(def.key, value);
      }
      world.proposals.set(proposal.id, { ...proposal, state: 'APPROVED' });
    } else {
      world.proposals.set(proposal.id, { ...proposal, state: 'DISAPPROVED' });
    }
  }
}

/** Each SR's change of votes in the current cycle: voters' new votes minus those they replaced. */
function pendingVoteDeltas(world: World): Map<string, bigint> {
  const deltas = new Map<string, bigint>();
  for (const [address, before] of world.voteChanges.entries()) {
    for (const vote of before) deltas.set(vote.address, (deltas.get(vote.address) ?? 0n) - vote.count);
    for (const vote of world.account(address)?.votes ?? []) {
      deltas.set(vote.address, (deltas.get(vote.address) ?? 0n) + vote.count);
    }
  }
  return deltas;
}

/** Applies the vote changes of the ending cycle to the SRs' tallies (java-tron's countVote). */
function countVotes(world: World): void {
  const deltas = pendingVoteDeltas(world);
  for (const address of [...world.voteChanges.entries()].map(([a]) => a)) world.voteChanges.delete(address);
  for (const [address, delta] of deltas) {
    const witness = world.witnesses.get(address);
    if (witness !== undefined && delta !== 0n)
      world.witnesses.set(address, { ...witness, voteCount: witness.voteCount + delta });
  }
}

/** Runs the maintenance due at `blockTime`: proposals, reward cycle, vote tally, SR election. */
export function maintain(world: World, blockTime: number): void {
  const maintenanceTime = world.prop('nextMaintenanceTime');
  processProposals(world, maintenanceTime);
  closeCycle(world);
  countVotes(world);
  const elected = rankWitnesses(world)
    .slice(0, ACTIVE_WITNESS_COUNT)
    .map((w) => w.address);
  world.setProp('activeWitnesses', elected);
  const interval = world.param('getMaintenanceTimeInterval');
  const round = Math.floor((blockTime - maintenanceTime) / interval);
  world.setProp('nextMaintenanceTime', maintenanceTime + (round + 1) * interval);
}
