import { sql } from 'kysely';
import type { ReadDb } from '../db/api-db.js';

/**
 * Each token's transfers in the last 24 hours, by the hour (this hour and the 23 before), from the
 * indexer's token_hourly: at most 24 primary-key rows per token of the page.
 */
export async function transfersLastDay(db: ReadDb, tokenIds: string[]): Promise<Map<string, number>> {
  if (tokenIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('token_hourly')
    .select(['token_id', sql<number>`sum(transfers)::int`.as('n')])
    .where('token_id', 'in', tokenIds)
    .where('hour', '>', sql<Date>`now() - interval '24 hours'`)
    .groupBy('token_id')
    .execute();
  return new Map(rows.map((r) => [r.token_id, Number(r.n)]));
}

/** A token's transfers per UTC day since its first, from token_daily (one primary-key range read). */
export function tokenTransfersDaily(db: ReadDb, tokenId: string) {
  return db
    .selectFrom('token_daily')
    .select([sql<string>`day::text`.as('day'), 'transfers'])
    .where('token_id', '=', tokenId)
    .orderBy('day')
    .execute();
}
