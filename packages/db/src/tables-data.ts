import type { Numeric } from './tables-chain.js';
import type { Defaulted, DefaultedNumeric } from './tables-state.js';

/** Per address and UTC day, its activity (`0015_daily_series.sql`). */
export interface AddressDailyTable {
  address: string;
  /** UTC day, 'YYYY-MM-DD' */
  day: string;
  txs: Defaulted<number>;
  txs_sent: Defaulted<number>;
  /** sun */
  fees_paid: DefaultedNumeric;
  transfers: Defaulted<number>;
  /** POX moved in and out by transfers, sun */
  pox_in: DefaultedNumeric;
  pox_out: DefaultedNumeric;
  calls: Defaulted<number>;
  energy_used: Defaulted<number>;
  blocks_produced: Defaulted<number>;
}

/** Per token and UTC day, its transfers. */
export interface TokenDailyTable {
  token_id: string;
  /** UTC day, 'YYYY-MM-DD' */
  day: string;
  transfers: Defaulted<number>;
}

/** An address's POX balance at the close of each UTC day it was refreshed (node state). */
export interface AddressBalanceDailyTable {
  address: string;
  /** UTC day, 'YYYY-MM-DD' */
  day: string;
  /** sun */
  balance: Numeric;
}
