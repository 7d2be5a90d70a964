import { sql } from 'kysely';
import type { Logger } from 'pino';
import type { ReadDb } from '../db/api-db.js';
import { amount, int } from './convert.js';
import { totalSupply } from './data/supply.js';
import { BackgroundSnapshot } from './snapshot.js';

export interface AggregateSnapshot {
  /** Every POX held, as the POX Supply page sums it (balances, stakes, unstaking, rewards). */
  totalSupply: string;
  /**
   * False while the indexer has summed no account yet (a new chain's first seconds): the totals
   * then read 0 and are summed again at its first account refresh rather than a minute later.
   */
  accountsSummed: boolean;
  poxHolders: number;
  stakedBandwidth: string;
  stakedEnergy: string;
  /** Staked for POX power (votes) alone: TRON_POWER, which gives no bandwidth or energy. */
  stakedPower: string;
  /** Staked POX whose bandwidth or energy is delegated to another account (no longer in stakes). */
  delegatedBandwidth: string;
  delegatedEnergy: string;
  /** Stake 1.0 (frozen before Stake 2.0, not yet unfrozen): every resource, delegated or not. */
  stakedV1: string;
  /** Every staked POX: bandwidth + energy + power + delegated + Stake 1.0. */
  totalStaked: string;
  voters: number;
  /** votes the accounts cast (the votes table) */
  votesCast: string;
  /** the SRs' tallies, which also hold votes no account cast (a genesis's initial votes) */
  totalVotes: string;
  witnesses: number;
  verifiedContracts: number;
  at: number;
}

const EMPTY: AggregateSnapshot = {
  totalSupply: '0',
  accountsSummed: false,
  poxHolders: 0,
  stakedBandwidth: '0',
  stakedEnergy: '0',
  stakedPower: '0',
  delegatedBandwidth: '0',
  delegatedEnergy: '0',
  stakedV1: '0',
  totalStaked: '0',
  voters: 0,
  votesCast: '0',
  totalVotes: '0',
  witnesses: 0,
  verifiedContracts: 0,
  at: 0,
};

const SUN_PER_POX = 1_000_000n;

/**
 * History indexed from a later block than genesis names only some of the stakers: the network's
 * total is then the node's (its stake weights, whole POX, as last read). Undefined from genesis,
 * where the stakes table holds every stake to the sun, or before the node was read.
 */
async function networkStaked(db: ReadDb): Promise<bigint | undefined> {
  const first = await db.selectFrom('blocks').select('num').orderBy('num').limit(1).executeTakeFirst();
  if (first === undefined || Number(first.num) === 0) return undefined;
  const weights = await db
    .selectFrom('chain_state')
    .select('value')
    .where('key', 'in', ['total_net_weight', 'total_energy_weight', 'total_tron_power_weight'])
    .execute();
  if (weights.length === 0) return undefined;
  return weights.reduce((sum, w) => sum + BigInt(amount(w.value)), 0n) * SUN_PER_POX;
}

async function compute(db: ReadDb): Promise<AggregateSnapshot> {
  const [holders, stakes, delegations, votes, witnesses, verified, network, v1, supply] = await Promise.all([
    db
      .selectFrom('accounts')
      .select((eb) => [eb.fn.countAll<number>().as('n')])
      .where('balance', '>', '0')
      .executeTakeFirst(),
    db
      .selectFrom('stakes')
      .select((eb) => ['resource', eb.fn.sum<string>('amount').as('amount')])
      .groupBy('resource')
      .execute(),
    db
      .selectFrom('delegations')
      .select((eb) => ['resource', eb.fn.sum<string>('amount').as('amount')])
      .groupBy('resource')
      .execute(),
    db
      .selectFrom('votes')
      .select((eb) => [
        eb.fn.count<number>('voter_address').distinct().as('voters'),
        eb.fn.sum<string>('votes').as('cast'),
      ])
      .executeTakeFirst(),
    db
      .selectFrom('witnesses')
      .select((eb) => [eb.fn.sum<string>('vote_count').as('votes'), eb.fn.countAll<number>().as('n')])
      .executeTakeFirst(),
    db
      .selectFrom('contract_verifications')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst(),
    networkStaked(db),
    // The predicate of accounts_stake_v1_idx: only the few accounts holding Stake 1.0 are read.
    sql<{ amount: string | null }>`SELECT sum(frozen_v1_bandwidth + frozen_v1_energy + frozen_v1_power
        + delegated_out_v1_bandwidth + delegated_out_v1_energy)::text AS amount FROM accounts
      WHERE frozen_v1_bandwidth + frozen_v1_energy + frozen_v1_power + delegated_out_v1_bandwidth + delegated_out_v1_energy > 0`.execute(
      db,
    ),
    // One total supply everywhere: the balances alone leave out every staked POX.
    totalSupply(db),
  ]);
  const stakedV1 = BigInt(amount(v1.rows[0]?.amount));
  const staked = (r: string) => BigInt(amount(stakes.find((s) => s.resource === r)?.amount));
  const bandwidth = staked('BANDWIDTH');
  const energy = staked('ENERGY');
  const power = staked('TRON_POWER');
  // Delegating moves a stake out of the owner's frozen balances (java-tron frozenV2) into the
  // delegation, so the delegated POX is added back: it is still staked.
  const delegated = (r: string) => BigInt(amount(delegations.find((d) => d.resource === r)?.amount));
  return {
    totalSupply: supply ?? '0',
    accountsSummed: supply !== undefined,
    poxHolders: int(holders?.n),
    stakedBandwidth: bandwidth.toString(),
    stakedEnergy: energy.toString(),
    stakedPower: power.toString(),
    delegatedBandwidth: delegated('BANDWIDTH').toString(),
    delegatedEnergy: delegated('ENERGY').toString(),
    stakedV1: stakedV1.toString(),
    totalStaked: (
      network ?? bandwidth + energy + power + delegated('BANDWIDTH') + delegated('ENERGY') + stakedV1
    ).toString(),
    voters: int(votes?.voters),
    votesCast: amount(votes?.cast),
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
