import { sql } from 'kysely';
import type { Trx } from './bulk.js';
import { utcDay } from './times.js';

// The network's Stake 1.0 as the accounts hold it: the predicate of accounts_stake_v1_idx, so only the
// few accounts with Stake 1.0 are read.
export const STAKE_V1_SUMS = `SELECT COALESCE(sum(frozen_v1_bandwidth), 0) AS bandwidth, COALESCE(sum(frozen_v1_energy), 0) AS energy,
    COALESCE(sum(frozen_v1_power), 0) AS power, COALESCE(sum(delegated_out_v1_bandwidth + delegated_out_v1_energy), 0) AS delegated
  FROM accounts
  WHERE frozen_v1_bandwidth + frozen_v1_energy + frozen_v1_power + delegated_out_v1_bandwidth + delegated_out_v1_energy > 0`;

// The head block's UTC day, or no row when nothing is indexed.
const HEAD_DAY = sql`(SELECT (block_time AT TIME ZONE 'UTC')::date AS day FROM blocks ORDER BY num DESC LIMIT 1)`;

/**
 * Sets the row of the indexed head's UTC day to the network's stake as the database now holds it.
 * Called in each refresh's transaction, after the node state it read is written: stakes and
 * unstaking amounts are node state (getaccount), which the node only gives as of its head, so no
 * block can be asked for its own totals. The last refresh while both the indexed head and the
 * node's head (`nodeTime`) are in a day therefore leaves that day's closing value, and a crash rolls
 * a refresh and its row back together. While the node is in a later day than the indexed head, or
 * its day is unknown, no row is written: the state read is not the indexed day's.
 * It also keeps the day's POX outside stakes (every balance, unstaked POX not yet withdrawn, and rewards
 * credited but not withdrawn) and votes cast, for the supply page, and the Stake 1.0 amounts apart from the Stake 2.0 ones.
 * Only account refreshes change what it sums, so without one it runs only to open a new day's row.
 */
export async function writeStakingDay(
  trx: Trx,
  accountsRefreshed: boolean,
  nodeTime: number | null,
): Promise<void> {
  if (nodeTime === null) return;
  const nodeDay = utcDay(nodeTime);
  if (!accountsRefreshed) {
    const open = await sql`SELECT 1 FROM staking_daily WHERE day = (SELECT day FROM ${HEAD_DAY} h)`.execute(
      trx,
    );
    if (open.rows.length > 0) return;
  }
  await sql`INSERT INTO staking_daily (day, staked, staked_bandwidth, staked_energy, delegated, unfreezing, liquid, withdrawable, total_votes,
      staked_v1_bandwidth, staked_v1_energy, staked_v1_power, delegated_v1, allowance, updated_at)
    SELECT h.day, s.staked, s.bandwidth, s.energy, d.amount, u.amount, l.amount, l.withdrawable, v.amount,
      o.bandwidth, o.energy, o.power, o.delegated, l.allowance, now()
    FROM ${HEAD_DAY} h,
      (SELECT COALESCE(sum(amount), 0) AS staked,
              COALESCE(sum(amount) FILTER (WHERE resource = 'BANDWIDTH'), 0) AS bandwidth,
              COALESCE(sum(amount) FILTER (WHERE resource = 'ENERGY'), 0) AS energy FROM stakes) s,
      (SELECT COALESCE(sum(amount), 0) AS amount FROM delegations) d,
      (SELECT COALESCE(sum(unfreezing), 0) AS amount FROM accounts WHERE unfreezing > 0) u,
      (SELECT COALESCE(sum(balance), 0) AS amount, COALESCE(sum(withdrawable), 0) AS withdrawable,
        COALESCE(sum(allowance), 0) AS allowance FROM accounts) l,
      (SELECT COALESCE(sum(votes), 0) AS amount FROM votes) v,
      (${sql.raw(STAKE_V1_SUMS)}) o
    WHERE h.day = ${nodeDay}::date
    ON CONFLICT (day) DO UPDATE SET staked = EXCLUDED.staked, staked_bandwidth = EXCLUDED.staked_bandwidth,
      staked_energy = EXCLUDED.staked_energy, delegated = EXCLUDED.delegated, unfreezing = EXCLUDED.unfreezing,
      liquid = EXCLUDED.liquid, withdrawable = EXCLUDED.withdrawable, total_votes = EXCLUDED.total_votes,
      staked_v1_bandwidth = EXCLUDED.staked_v1_bandwidth, staked_v1_energy = EXCLUDED.staked_v1_energy,
      staked_v1_power = EXCLUDED.staked_v1_power, delegated_v1 = EXCLUDED.delegated_v1, allowance = EXCLUDED.allowance, updated_at = EXCLUDED.updated_at
    WHERE (staking_daily.staked, staking_daily.staked_bandwidth, staking_daily.staked_energy, staking_daily.delegated,
      staking_daily.unfreezing, staking_daily.liquid, staking_daily.withdrawable, staking_daily.total_votes,
      staking_daily.staked_v1_bandwidth, staking_daily.staked_v1_energy, staking_daily.staked_v1_power, staking_daily.delegated_v1,
      staking_daily.allowance)
      IS DISTINCT FROM (EXCLUDED.staked, EXCLUDED.staked_bandwidth, EXCLUDED.staked_energy, EXCLUDED.delegated, EXCLUDED.unfreezing,
      EXCLUDED.liquid, EXCLUDED.withdrawable, EXCLUDED.total_votes, EXCLUDED.staked_v1_bandwidth, EXCLUDED.staked_v1_energy,
      EXCLUDED.staked_v1_power, EXCLUDED.delegated_v1, EXCLUDED.allowance)`.execute(trx);
}

/** A rollback drops the rows of days after the new head: they were the closing values of orphaned blocks. */
export async function trimStakingDays(trx: Trx): Promise<void> {
  await sql`DELETE FROM staking_daily WHERE day > COALESCE((SELECT day FROM ${HEAD_DAY} h), '-infinity'::date)`.execute(
    trx,
  );
}
