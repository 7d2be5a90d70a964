import { sql } from 'kysely';
import type { AccountResourceJson } from '../node/types.js';
import { col, type Trx, unnestRows } from '../write/bulk.js';

/**
 * The network's resource totals from any existing account's getaccountresource. The weights are the
 * whole POX every account has staked (indexed or not): java-tron leaves a zero out of its JSON, so an
 * absent total is zero, unless the whole answer is empty (no such account).
 */
export async function writeTotals(trx: Trx, r: AccountResourceJson): Promise<void> {
  if (Object.keys(r).length === 0) return;
  const known: [string, unknown][] = [
    ['total_net_limit', r.TotalNetLimit],
    ['total_net_weight', r.TotalNetWeight],
    ['total_energy_limit', r.TotalEnergyLimit],
    ['total_energy_weight', r.TotalEnergyWeight],
    ['total_tron_power_weight', r.TotalTronPowerWeight],
  ];
  await sql`INSERT INTO chain_state (key, value, refreshed_at) SELECT d.key, d.value, now() FROM ${unnestRows(
    [
      col(
        'key',
        'text',
        known.map(([k]) => k),
      ),
      col(
        'value',
        'numeric',
        known.map(([, v]) => String(v ?? 0)),
      ),
    ],
  )} ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, refreshed_at = EXCLUDED.refreshed_at`.execute(
    trx,
  );
}
