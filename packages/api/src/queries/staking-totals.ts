import type { Logger } from 'pino';
import type { ReadDb } from '../db/api-db.js';
import { amount, int } from './convert.js';
import { BackgroundSnapshot } from './snapshot.js';

/** How many of the largest stakers the snapshot keeps. */
export const TOP_STAKERS = 100;

export interface TopStaker {
  address: string;
  name: string | null;
  staked: string;
  bandwidth: string;
  energy: string;
  /** Staked for POX power only: votes, no resource. */
  power: string;
}

/** Staking figures with no counter: summed over whole tables, so kept as a background snapshot. */
export interface StakingTotals {
  /** Unstaked POX still waiting out the unstaking period (accounts.unfreezing). */
  unfreezing: string;
  /** Largest total stake first (every resource), ties by address. */
  topStakers: TopStaker[];
  /** Current voters of each SR or candidate. */
  votersByWitness: ReadonlyMap<string, number>;
  at: number;
}

const EMPTY: StakingTotals = {
  unfreezing: '0',
  topStakers: [],
  votersByWitness: new Map(),
  at: 0,
};

async function compute(db: ReadDb): Promise<StakingTotals> {
  const [unfreezing, top, voters] = await Promise.all([
    db
      .selectFrom('accounts')
      .select((eb) => eb.fn.sum<string>('unfreezing').as('amount'))
      .where('unfreezing', '>', '0')
      .executeTakeFirst(),
    db
      .selectFrom('stakes as s')
      .leftJoin('accounts as a', 'a.address', 's.address')
      .select((eb) => [
        's.address',
        eb.fn.max('a.name').as('name'),
        eb.fn.sum<string>('s.amount').as('staked'),
        eb.fn
          .sum<string>(eb.case().when('s.resource', '=', 'BANDWIDTH').then(eb.ref('s.amount')).else(0).end())
          .as('bandwidth'),
        eb.fn
          .sum<string>(eb.case().when('s.resource', '=', 'ENERGY').then(eb.ref('s.amount')).else(0).end())
          .as('energy'),
        eb.fn
          .sum<string>(eb.case().when('s.resource', '=', 'TRON_POWER').then(eb.ref('s.amount')).else(0).end())
          .as('power'),
      ])
      .groupBy('s.address')
      .orderBy('staked', 'desc')
      .orderBy('s.address')
      .limit(TOP_STAKERS)
      .execute(),
    db
      .selectFrom('votes')
      .select((eb) => ['witness_address', eb.fn.countAll<number>().as('voters')])
      .groupBy('witness_address')
      .execute(),
  ]);
  return {
    unfreezing: amount(unfreezing?.amount),
    topStakers: top.map((t) => ({
      address: t.address,
      name: t.name,
      staked: amount(t.staked),
      bandwidth: amount(t.bandwidth),
      energy: amount(t.energy),
      power: amount(t.power),
    })),
    votersByWitness: new Map(voters.map((v) => [v.witness_address, int(v.voters)])),
    at: Date.now(),
  };
}

export class StakingTotalsSnapshot extends BackgroundSnapshot<StakingTotals> {
  constructor(db: ReadDb, logger: Logger, maxAgeMs = 60_000) {
    super(() => compute(db), EMPTY, logger, maxAgeMs);
  }
}
