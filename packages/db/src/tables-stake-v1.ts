import type { DefaultedNumeric } from './tables-state.js';

/** Stake 1.0 columns of `accounts` (0020): node state from getaccount, sun. */
export interface AccountStakeV1Columns {
  /** frozen for the account's own bandwidth (getaccount `frozen`) */
  frozen_v1_bandwidth: DefaultedNumeric;
  /** frozen for its own energy (account_resource.frozen_balance_for_energy) */
  frozen_v1_energy: DefaultedNumeric;
  /** frozen for votes alone (tron_power) */
  frozen_v1_power: DefaultedNumeric;
  /** frozen for other accounts' bandwidth / energy */
  delegated_out_v1_bandwidth: DefaultedNumeric;
  delegated_out_v1_energy: DefaultedNumeric;
  /** other accounts' Stake 1.0 for this one's bandwidth / energy */
  delegated_in_v1_bandwidth: DefaultedNumeric;
  delegated_in_v1_energy: DefaultedNumeric;
}

/** Stake 1.0 columns of `staking_daily` (0020) and unclaimed rewards (0024); 0 on rows written before. */
export interface StakingDailyV1Columns {
  staked_v1_bandwidth: DefaultedNumeric;
  staked_v1_energy: DefaultedNumeric;
  staked_v1_power: DefaultedNumeric;
  /** Stake 1.0 frozen for other accounts, both resources */
  delegated_v1: DefaultedNumeric;
  /** sum(accounts.allowance): rewards credited, not withdrawn (0024; 0 on rows written before) */
  allowance: DefaultedNumeric;
}
