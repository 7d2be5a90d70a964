import type { CounterName } from '@poxscan/db';
import { sql } from 'kysely';
import type { ReadDb } from '../db/api-db.js';

/** Reads the indexer's counters (a missing row is 0), so no request counts rows. */
export async function readCounters<N extends CounterName>(
  db: ReadDb,
  names: readonly N[],
): Promise<Record<N, number>> {
  const rows = await db.selectFrom('counters').select(['name', 'value']).where('name', 'in', names).execute();
  const out = Object.fromEntries(names.map((n) => [n, 0])) as Record<N, number>;
  for (const row of rows) out[row.name as N] = Number(row.value);
  return out;
}

/**
 * The solidified block (confirmed = num ≤ solidified) and the indexed head, as columns of a list's own
 * statement: uncorrelated subqueries, each read once per statement.
 */
export const solidifiedColumn = sql<
  number | null
>`(select solidified_block from indexer_status where id = 1)`;
export const latestColumn = sql<number | null>`(select max(num) from blocks)`;

/** The indexed head and the solidified block (confirmed = num ≤ solidified). */
export async function chainHead(db: ReadDb): Promise<{ latest: number; solidified: number }> {
  const row = await db
    .selectNoFrom([latestColumn.as('latest'), solidifiedColumn.as('solidified')])
    .executeTakeFirst();
  return { latest: Number(row?.latest ?? 0), solidified: Number(row?.solidified ?? 0) };
}
