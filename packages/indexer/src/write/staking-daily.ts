import { sql } from 'kysely';
import type { Trx } from './bulk.js';

// The head block's UTC day, or no row when nothing is indexed.
const HEAD_DAY = sql`(SELECT (block_time AT TIME ZONE 'UTC')::date AS day FROM blocks ORDER BY num DESC LIMIT 1)`;

/**
 * Sets the row of the indexed head's UTC day to the network's stake as the database now holds it.
 * Called in each refresh's transaction, after the node state it read is written: stakes and
 * unstaking amounts are node state (getaccount), which the node only gives as of its head, so no
 * block can be asked for its own totals. The last refresh while the head is in a day therefore
 * leaves that day's closing value, and a crash rolls a refresh and its row back together.
 * Only account refreshes change what it sums, so without one it runs only to open a new day's row.
 */
export async function writeStakingDay(trx: Trx, accountsRefreshed: boolean): Promise<void> {
  if (!accountsRefreshed) {
    const open = await sql`SELECT 1 FROM staking_daily WHERE day = (SELECT day FROM ${HEAD_DAY} h)`.execute(
      trx,
    );
    if (open.rows.length > 0) return;
  }
  await sql`INSERT INTO staking_daily (day, staked, staked_bandwidth, staked_energy, delegated, unfreezing, updated_at)
    SELECT h.day, s.staked, s.bandwidth, s.energy, d.amount, u.amount, now()
    FROM ${HEAD_DAY} h,
      (SELECT COALESCE(sum(amount), 0) AS staked,
              COALESCE(sum(amount) FILTER (WHERE resource = 'BANDWIDTH'), 0) AS bandwidth,
              COALESCE(sum(amount) FILTER (WHERE resource = 'ENERGY'), 0) AS energy FROM stakes) s,
      (SELECT COALESCE(sum(amount), 0) AS amount FROM delegations) d,
      (SELECT COALESCE(sum(unfreezing), 0) AS amount FROM accounts WHERE unfreezing > 0) u
    ON CONFLICT (day) DO UPDATE SET staked = EXCLUDED.staked, staked_bandwidth = EXCLUDED.staked_bandwidth,
      staked_energy = EXCLUDED.staked_energy, delegated = EXCLUDED.delegated, unfreezing = EXCLUDED.unfreezing,
      updated_at = EXCLUDED.updated_at
    WHERE (staking_daily.staked, staking_daily.staked_bandwidth, staking_daily.staked_energy, staking_daily.delegated,
      staking_daily.unfreezing) IS DISTINCT FROM (EXCLUDED.staked, EXCLUDED.staked_bandwidth, EXCLUDED.staked_energy,
      EXCLUDED.delegated, EXCLUDED.unfreezing)`.execute(trx);
}

/** A rollback drops the rows of days after the new head: they were the closing values of orphaned blocks. */
export async function trimStakingDays(trx: Trx): Promise<void> {
  await sql`DELETE FROM staking_daily WHERE day > COALESCE((SELECT day FROM ${HEAD_DAY} h), '-infinity'::date)`.execute(
    trx,
  );
}
