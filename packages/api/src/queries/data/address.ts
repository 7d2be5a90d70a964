import { sql } from 'kysely';
import type { ReadDb } from '../../db/api-db.js';
import type { AddressActivity } from '../../schemas/data.js';
import { dayMs } from '../convert.js';

const RANGE_DAYS = { '7d': 7, '30d': 30, '1y': 365, all: null } as const;

/**
 * An address's daily balance and activity: primary-key range reads of address_balance_daily and
 * address_daily (one row per day at most), never its transactions.
 */
export async function addressActivity(
  db: ReadDb,
  address: string,
  range: keyof typeof RANGE_DAYS,
): Promise<AddressActivity> {
  const days = RANGE_DAYS[range];
  const since = (table: string) =>
    days === null
      ? sql``
      : sql`AND day > (SELECT max(day) FROM ${sql.table(table)} WHERE address = ${address}) - ${days}::int`;
  const [balance, activity] = await Promise.all([
    sql<{ day: string; balance: string }>`
      SELECT day::text AS day, balance::text AS balance FROM address_balance_daily
      WHERE address = ${address} ${since('address_balance_daily')} ORDER BY day`.execute(db),
    sql<{ day: string; txs: number; transfers: number }>`
      SELECT day::text AS day, txs, transfers FROM address_daily
      WHERE address = ${address} ${since('address_daily')} ORDER BY day`.execute(db),
  ]);
  const points = <T>(rows: T[], value: (r: T) => string | number, day: (r: T) => string) =>
    rows.map((r) => ({ day: dayMs(day(r)), value: String(value(r)) }));
  return {
    address,
    balance: points(
      balance.rows,
      (r) => r.balance,
      (r) => r.day,
    ),
    transactions: points(
      activity.rows.filter((r) => r.txs > 0),
      (r) => r.txs,
      (r) => r.day,
    ),
    transfers: points(
      activity.rows.filter((r) => r.transfers > 0),
      (r) => r.transfers,
      (r) => r.day,
    ),
  };
}
