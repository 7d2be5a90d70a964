import { sql } from 'kysely';
import type { Trx } from './bulk.js';

/**
 * Whether the blocks up to `lastBlockTime` crossed the chain's next maintenance (votes counted, SRs
 * elected, proposals decided). Moves the stored next maintenance time past it. Unknown until the
 * parameters were first read from the node: then it answers true, so they are.
 */
export async function crossedMaintenance(trx: Trx, lastBlockTime: number): Promise<boolean> {
  const { rows } = await sql<{ next: string | null; interval: string | null }>`
    SELECT (SELECT value FROM chain_state WHERE key = 'next_maintenance_time')::text AS next,
           (SELECT value FROM chain_parameters WHERE key = 'getMaintenanceTimeInterval')::text AS interval`.execute(
    trx,
  );
  const next = rows[0]?.next;
  const interval = rows[0]?.interval;
  if (next === null || next === undefined || interval === null || interval === undefined) return true;
  if (lastBlockTime < Number(next)) return false;
  const step = Math.max(Number(interval), 1);
  const after = Number(next) + (Math.floor((lastBlockTime - Number(next)) / step) + 1) * step;
  await sql`UPDATE chain_state SET value = ${after}, refreshed_at = now() WHERE key = 'next_maintenance_time'`.execute(
    trx,
  );
  return true;
}
