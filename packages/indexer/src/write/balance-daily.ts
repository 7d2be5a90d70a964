import { sql } from 'kysely';
import type { Trx } from './bulk.js';

// The head block's UTC day, or no row when nothing is indexed.
const HEAD_DAY = sql`(SELECT (block_time AT TIME ZONE 'UTC')::date AS day FROM blocks ORDER BY num DESC LIMIT 1)`;

/**
 * Sets the head day's row of each refreshed account to its balance as just written, in the refresh's
 * transaction: the day's last refresh leaves its closing balance (node state is only known as of
 * the node's head, so past days cannot be asked for theirs).
 */
export async function writeBalanceDays(trx: Trx, addresses: string[]): Promise<void> {
  if (addresses.length === 0) return;
  await sql`INSERT INTO address_balance_daily (address, day, balance)
    SELECT a.address, h.day, a.balance FROM accounts a, ${HEAD_DAY} h
    WHERE a.address = ANY(${[...addresses].sort()}::text[])
    ORDER BY a.address
    ON CONFLICT (address, day) DO UPDATE SET balance = EXCLUDED.balance
    WHERE address_balance_daily.balance <> EXCLUDED.balance`.execute(trx);
}

/** A rollback drops the rows of days after the new head: they were balances of orphaned blocks. */
export async function trimBalanceDays(trx: Trx): Promise<void> {
  await sql`DELETE FROM address_balance_daily
    WHERE day > COALESCE((SELECT day FROM ${HEAD_DAY} h), '-infinity'::date)`.execute(trx);
}
