import type { Numeric, Timestamp } from './tables-chain.js';

/** The first value read of each chain parameter (`0006_governance_data.sql`), kept by a trigger. */
export interface ParameterFirstValuesTable {
  key: string;
  value: Numeric | null;
  seen_at: Timestamp;
}

/** The network's stake at the end of each UTC day (node state summed), for the TVL graph. */
export interface StakingDailyTable {
  /** UTC day, 'YYYY-MM-DD' */
  day: string;
  /** every resource: BANDWIDTH + ENERGY + TRON_POWER */
  staked: Numeric;
  staked_bandwidth: Numeric;
  staked_energy: Numeric;
  delegated: Numeric;
  unfreezing: Numeric;
  /** sum(accounts.balance); null on rows written before it was kept */
  liquid: Numeric | null;
  /** sum(accounts.withdrawable); null on rows written before it was kept */
  withdrawable: Numeric | null;
  /** sum(votes.votes); null on rows written before it was kept */
  total_votes: Numeric | null;
  updated_at: Timestamp;
}
