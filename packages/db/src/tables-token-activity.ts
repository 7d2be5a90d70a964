import type { Defaulted } from './tables-state.js';

/** Per token and UTC hour, its transfers over the newest 25 hours (`0019_token_activity.sql`). */
export interface TokenHourlyTable {
  token_id: string;
  /** the hour's start */
  hour: Date;
  transfers: Defaulted<number>;
}
