import { sql } from 'kysely';
import type { ReadDb } from '../db/api-db.js';

/**
 * A token's transfers in the last 24 hours, by the hour (this hour and the 23 before), from the
 * indexer's token_hourly: at most 24 primary-key rows. A column of the statement that reads the
 * token's row, so that both come from one snapshot: read apart, a block indexed in between could
 * count more transfers in the day than in the token's whole life.
 */
export const transfersLastDay = (tokenId: string) =>
  sql<number>`(SELECT COALESCE(sum(h.transfers), 0)::int FROM token_hourly h
    WHERE h.token_id = ${sql.ref(tokenId)} AND h.hour > now() - interval '24 hours')`;

/** A token's transfers per UTC day since its first, from token_daily (one primary-key range read). */
export function tokenTransfersDaily(db: ReadDb, tokenId: string) {
  return db
    .selectFrom('token_daily')
    .select([sql<string>`day::text`.as('day'), 'transfers'])
    .where('token_id', '=', tokenId)
    .orderBy('day')
    .execute();
}
