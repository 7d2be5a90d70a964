import { sql } from 'kysely';
import { col, type Trx, unnestRows } from '../write/bulk.js';
import type { DailyDeltas } from './daily.js';

const HOUR_MS = 3_600_000;
/** Hours kept before the newest block's: the 24 h window read by the tokens list, and its partial hour. */
export const KEPT_HOURS = 25;

/**
 * Adds to token_hourly the transfers of the hours still kept (sign 1, with `headTime` the newest
 * block's time) and prunes the older ones; a rollback (sign -1) subtracts from the rows that are
 * still there (a pruned hour is outside every window read). Rows back at zero are deleted.
 */
export async function applyTokenHours(
  trx: Trx,
  deltas: DailyDeltas,
  sign: 1 | -1,
  headTime: number,
): Promise<void> {
  const horizon = new Date(Math.floor(headTime / HOUR_MS) * HOUR_MS - KEPT_HOURS * HOUR_MS).toISOString();
  const entries = [...deltas.tokenHours]
    .map(([k, n]) => [...(k.split('\n') as [string, string]), n] as const)
    .filter(([, hour]) => hour >= horizon)
    .sort(([a, h], [b, g]) => (a < b ? -1 : a > b ? 1 : h < g ? -1 : h > g ? 1 : 0));
  const ids = [
    col(
      'token_id',
      'text',
      entries.map(([t]) => t),
    ),
    col(
      'hour',
      'timestamptz',
      entries.map(([, h]) => h),
    ),
  ];
  const rows = unnestRows([
    ...ids,
    col(
      'n',
      'integer',
      entries.map(([, , n]) => sign * n),
    ),
  ]);
  if (entries.length > 0 && sign === 1) {
    await sql`INSERT INTO token_hourly (token_id, hour, transfers) SELECT d.token_id, d.hour, d.n FROM ${rows}
      ON CONFLICT (token_id, hour) DO UPDATE SET transfers = token_hourly.transfers + EXCLUDED.transfers`.execute(
      trx,
    );
  }
  if (entries.length > 0 && sign === -1) {
    await sql`UPDATE token_hourly x SET transfers = x.transfers + d.n FROM ${rows}
      WHERE x.token_id = d.token_id AND x.hour = d.hour`.execute(trx);
    await sql`DELETE FROM token_hourly x USING ${unnestRows(ids)}
      WHERE x.token_id = d.token_id AND x.hour = d.hour AND x.transfers = 0`.execute(trx);
  }
  if (sign === 1) await sql`DELETE FROM token_hourly WHERE hour < ${horizon}::timestamptz`.execute(trx);
}
