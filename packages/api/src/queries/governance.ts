import type { ReadDb } from '../db/api-db.js';
import { amount } from './convert.js';

export async function nextMaintenance(db: ReadDb): Promise<number | null> {
  const row = await db
    .selectFrom('chain_state')
    .select('value')
    .where('key', '=', 'next_maintenance_time')
    .executeTakeFirst();
  return row ? Number(row.value) : null;
}

export async function accountStake(db: ReadDb, address: string) {
  const [a, votes] = await Promise.all([
    db
      .selectFrom('accounts')
      .select(['frozen_bandwidth', 'frozen_energy', 'unfreezing', 'votes_cast'])
      .where('address', '=', address)
      .executeTakeFirst(),
    db
      .selectFrom('votes')
      .select(['witness_address', 'votes'])
      .where('voter_address', '=', address)
      .orderBy('votes', 'desc')
      .execute(),
  ]);
  return {
    address,
    stakedForBandwidth: amount(a?.frozen_bandwidth),
    stakedForEnergy: amount(a?.frozen_energy),
    unfreezing: amount(a?.unfreezing),
    votesCast: amount(a?.votes_cast),
    votes: votes.map((v) => ({ witness: v.witness_address, count: String(v.votes) })),
  };
}
