import type { HexAddress } from '../address.js';
import type { World } from '../state/world.js';

/** java-tron's 70% rule: the block that 70% of the active SRs have built on. */
export const SOLIDIFIED_THRESHOLD = 70;

export interface Slot {
  timestamp: number;
  witness: HexAddress;
}

/** Round-robin DPoS: the active SR at position (absolute slot mod count) owns a slot. */
export function witnessForSlot(
  world: World,
  genesisTimestamp: number,
  blockTimeMs: number,
  timestamp: number,
): HexAddress {
  const active = world.prop('activeWitnesses');
  const slot = Math.floor((timestamp - genesisTimestamp) / blockTimeMs);
  return active[slot % active.length]!;
}

/** The first slot after `after` whose SR is online; the SRs of skipped slots missed them. */
export function nextProducingSlot(
  world: World,
  genesisTimestamp: number,
  blockTimeMs: number,
  after: number,
  offline: ReadonlySet<HexAddress>,
): { slot: Slot; missed: HexAddress[] } {
  const active = world.prop('activeWitnesses');
  if (active.every((w) => offline.has(w)))
    throw new Error('every active SR is offline: no block can be produced');
  const missed: HexAddress[] = [];
  for (let timestamp = after + blockTimeMs; ; timestamp += blockTimeMs) {
    const witness = witnessForSlot(world, genesisTimestamp, blockTimeMs, timestamp);
    if (!offline.has(witness)) return { slot: { timestamp, witness }, missed };
    missed.push(witness);
  }
}

export function solidifiedNumber(world: World): number {
  const active = world.prop('activeWitnesses');
  const numbers = active.map((a) => world.witnesses.get(a)?.latestBlockNum ?? 0).sort((a, b) => a - b);
  const position = Math.floor((numbers.length * (100 - SOLIDIFIED_THRESHOLD)) / 100);
  return numbers[position] ?? 0;
}

/** SRs whose slots passed between two consecutive blocks. */
export function missedSlots(
  world: World,
  genesisTimestamp: number,
  blockTimeMs: number,
  parent: number,
  next: number,
): HexAddress[] {
  const missed: HexAddress[] = [];
  for (let timestamp = parent + blockTimeMs; timestamp < next; timestamp += blockTimeMs) {
    missed.push(witnessForSlot(world, genesisTimestamp, blockTimeMs, timestamp));
  }
  return missed;
}
