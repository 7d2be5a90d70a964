import { sql } from 'kysely';
import type { ReadDb } from '../../db/api-db.js';
import type { DailySeries, SeriesName } from '../../schemas/data.js';
import { dayMs } from '../convert.js';

type Unit = DailySeries['unit'];
type Range = '7d' | '30d' | '1y' | 'all';

// Every Stake 1.0 POX of a staking_daily row (0 on rows written before it was kept).
const V1_STAKED = 'staked_v1_bandwidth + staked_v1_energy + staked_v1_power + delegated_v1';

/** Where each series comes from: a daily_stats or staking_daily expression, integer valued. */
const SOURCES: Record<SeriesName, { table: 'daily_stats' | 'staking_daily'; expr: string; unit: Unit }> = {
  transactions: { table: 'daily_stats', expr: 'transactions', unit: 'count' },
  transfers: { table: 'daily_stats', expr: 'transfers', unit: 'count' },
  'transfers-pox': { table: 'daily_stats', expr: 'transfers_pox', unit: 'count' },
  'transfers-prc10': { table: 'daily_stats', expr: 'transfers_prc10', unit: 'count' },
  'transfers-prc20': { table: 'daily_stats', expr: 'transfers_prc20', unit: 'count' },
  'transfers-prc721': { table: 'daily_stats', expr: 'transfers_prc721', unit: 'count' },
  'active-addresses': { table: 'daily_stats', expr: 'active_addresses', unit: 'count' },
  'new-addresses': { table: 'daily_stats', expr: 'new_accounts', unit: 'count' },
  blocks: { table: 'daily_stats', expr: 'blocks', unit: 'count' },
  // The average time since the parent block of the day's blocks.
  'block-time': {
    table: 'daily_stats',
    expr: 'round(block_interval_ms::numeric / NULLIF(blocks, 0))',
    unit: 'ms',
  },
  'fees-burned': { table: 'daily_stats', expr: 'fees', unit: 'sun' },
  'energy-used': { table: 'daily_stats', expr: 'energy_used', unit: 'energy' },
  'bandwidth-used': { table: 'daily_stats', expr: 'net_used', unit: 'bytes' },
  'contract-calls': { table: 'daily_stats', expr: 'contract_calls', unit: 'count' },
  'new-contracts': { table: 'daily_stats', expr: 'contracts_created', unit: 'count' },
  'new-tokens': { table: 'daily_stats', expr: 'new_tokens', unit: 'count' },
  rewards: { table: 'daily_stats', expr: 'rewards', unit: 'sun' },
  // staking_daily.staked leaves out what is delegated; staked POX counts both, of Stake 2.0 and 1.0.
  staked: { table: 'staking_daily', expr: `staked + delegated + ${V1_STAKED}`, unit: 'sun' },
  'staked-bandwidth': {
    table: 'staking_daily',
    expr: 'staked_bandwidth + staked_v1_bandwidth',
    unit: 'sun',
  },
  'staked-energy': { table: 'staking_daily', expr: 'staked_energy + staked_v1_energy', unit: 'sun' },
  delegated: { table: 'staking_daily', expr: 'delegated + delegated_v1', unit: 'sun' },
  unstaking: { table: 'staking_daily', expr: 'unfreezing', unit: 'sun' },
  withdrawable: { table: 'staking_daily', expr: 'withdrawable', unit: 'sun' },
  'unclaimed-rewards': { table: 'staking_daily', expr: 'allowance', unit: 'sun' },
  // Staked for votes alone: the Stake 2.0 stakes for neither resource, and Stake 1.0 tron power.
  'staked-votes': {
    table: 'staking_daily',
    expr: 'staked - staked_bandwidth - staked_energy + staked_v1_power',
    unit: 'sun',
  },
  'total-votes': { table: 'staking_daily', expr: 'total_votes', unit: 'votes' },
  circulating: { table: 'staking_daily', expr: 'liquid', unit: 'sun' },
  'total-supply': {
    table: 'staking_daily',
    expr: `liquid + withdrawable + allowance + staked + delegated + unfreezing + ${V1_STAKED}`,
    unit: 'sun',
  },
};

const RANGE_DAYS: Record<Range, number | null> = { '7d': 7, '30d': 30, '1y': 365, all: null };

/**
 * One series, a row per UTC day: the days of `range` ending at the newest day of its table (so a
 * chain that stopped still shows its last days). Days without a value (no row, or a column not
 * yet kept) are left out.
 */
export async function dailySeriesOf(db: ReadDb, series: SeriesName, range: Range): Promise<DailySeries> {
  const { table, expr, unit } = SOURCES[series];
  const days = RANGE_DAYS[range];
  const since =
    days === null ? sql`` : sql`AND day > (SELECT max(day) FROM ${sql.table(table)}) - ${days}::int`;
  const { rows } = await sql<{ day: string; value: string }>`
    SELECT day::text AS day, (${sql.raw(expr)})::text AS value FROM ${sql.table(table)}
    WHERE (${sql.raw(expr)}) IS NOT NULL ${since} ORDER BY day`.execute(db);
  return { series, unit, points: rows.map((r) => ({ day: dayMs(r.day), value: r.value })) };
}
