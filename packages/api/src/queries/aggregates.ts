import type { Logger } from 'pino';
import type { ReadDb } from '../db/api-db.js';
import { amount, int } from './convert.js';
import { BackgroundSnapshot } from './snapshot.js';

export interface AggregateSnapshot {
  totalSupply: string;
  poxHolders: number;
  stakedBandwidth: string;
  stakedEnergy: string;
  totalStaked: string;
  voters: number;
  totalVotes: string;
  witnesses: number;
  verifiedContracts: number;
  at: number;
}

const EMPTY: AggregateSnapshot = {
  totalSupply: '0',
  poxHolders: 0,
  stakedBandwidth: '0',
  stakedEnergy: '0',
  totalStaked: '0',
  voters: 0,
  totalVotes: '0',
  witnesses: 0,
  verifiedContracts: 0,
  at: 0,
};

async function compute(db: ReadDb): Promise<AggregateSnapshot> {
  const [balances, stakes, votes, witnesses, verified] = await Promise.all([
    db
      .selectFrom('accounts')
      .select((eb) => [eb.fn.sum<string>('balance').as('supply'), eb.fn.countAll<number>().as('holders')])
      .where('balance', '>', '0')
      .executeTakeFirst(),
    db
      .selectFrom('stakes')
      .select((eb) => ['resource', eb.fn.sum<string>('amount').as('amount')])
      .groupBy('resource')
      .execute(),
    db
      .selectFrom('votes')
      .select((eb) => eb.fn.count<number>('voter_address').distinct().as('voters'))
      .executeTakeFirst(),
    db
      .selectFrom('witnesses')
      .select((eb) => [eb.fn.sum<string>('vote_count').as('votes'), eb.fn.countAll<number>().as('n')])
      .executeTakeFirst(),
    db
      .selectFrom('contract_verifications')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst(),
  ]);
  const staked = (r: string) => BigInt(amount(stakes.find((s) => s.resource === r)?.amount));
  const bandwidth = staked('BANDWIDTH');
  const energy = staked('ENERGY');
  return {
    totalSupply: amount(balances?.supply),
    poxHolders: int(balances?.holders),
    stakedBandwidth: bandwidth.toString(),
    stakedEnergy: energy.toString(),
    totalStaked: (bandwidth + energy + staked('TRON_POWER')).toString(),
    voters: int(votes?.voters),
    totalVotes: amount(witnesses?.votes),
    witnesses: int(witnesses?.n),
    verifiedContracts: int(verified?.n),
    at: Date.now(),
  };
}

/**
 * Network-wide totals that have no counter (supply, holders, staked, voters): summed in the
 * background at most once a minute, so no request ever waits for a scan.
 */
export class Aggregates extends BackgroundSnapshot<AggregateSnapshot> {
  constructor(db: ReadDb, logger: Logger, maxAgeMs = 60_000) {
    super(() => compute(db), EMPTY, logger, maxAgeMs);
  }
}
