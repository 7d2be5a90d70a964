import { sql } from 'kysely';
import { col, type Trx, unnestRows } from '../write/bulk.js';
import type { DailyDeltas } from './daily.js';

// Writes the daily deltas (sign 1 forward, -1 for a rollback). Keys are sorted so that concurrent
// writers lock rows in the same order. A row whose counts all return to zero is deleted, so that
// the rows of a day are exactly its active addresses (address-days.ts) and tokens that moved.

export const sortedEntries = <V>(map: Map<string, V>): [string, V][] =>
  [...map].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));

/** Adds to token_daily. */
export async function applyTokenDays(trx: Trx, deltas: DailyDeltas, sign: 1 | -1): Promise<void> {
  const entries = sortedEntries(deltas.tokenDays);
  if (entries.length === 0) return;
  const keys = entries.map(([k]) => k.split('\n') as [string, string]);
  const ids = [
    col(
      'token_id',
      'text',
      keys.map(([t]) => t),
    ),
    col(
      'day',
      'text',
      keys.map(([, d]) => d),
    ),
  ];
  const { rows } = await sql<{ token_id: string; day: string }>`
    WITH up AS (
      INSERT INTO token_daily (token_id, day, transfers)
      SELECT d.token_id, d.day::date, d.n FROM ${unnestRows([
        ...ids,
        col(
          'n',
          'integer',
          entries.map(([, n]) => sign * n),
        ),
      ])}
      ON CONFLICT (token_id, day) DO UPDATE SET transfers = token_daily.transfers + EXCLUDED.transfers
      RETURNING token_id, day, transfers
    ) SELECT token_id, day::text AS day FROM up WHERE transfers = 0 ORDER BY 1, 2`.execute(trx);
  if (rows.length === 0) return;
  await sql`DELETE FROM token_daily x USING ${unnestRows([
    col(
      'token_id',
      'text',
      rows.map((r) => r.token_id),
    ),
    col(
      'day',
      'text',
      rows.map((r) => r.day),
    ),
  ])}
    WHERE x.token_id = d.token_id AND x.day = d.day::date AND x.transfers = 0`.execute(trx);
}

/** Adds the series columns of daily_stats; `newTokens` and `active` are already signed. */
export async function applySeriesDays(
  trx: Trx,
  deltas: DailyDeltas,
  sign: 1 | -1,
  newTokens: Map<string, number>,
  active: Map<string, number>,
): Promise<void> {
  const keys = [...new Set([...deltas.days.keys(), ...newTokens.keys(), ...active.keys()])].sort();
  if (keys.length === 0) return;
  const days = keys.map((k) => deltas.days.get(k));
  const by = (f: (d: NonNullable<(typeof days)[number]>) => number) => days.map((d) => (d ? sign * f(d) : 0));
  await sql`INSERT INTO daily_stats (day, transfers_pox, transfers_prc10, transfers_prc20, transfers_prc721, contract_calls,
      rewards, block_interval_ms, new_tokens, active_addresses)
    SELECT d.day::date, d.pox, d.prc10, d.prc20, d.prc721, d.calls, d.rewards, d.interval, d.tokens, d.active FROM ${unnestRows(
      [
        col('day', 'text', keys),
        col(
          'pox',
          'bigint',
          by((d) => d.transfersByStandard.POX),
        ),
        col(
          'prc10',
          'bigint',
          by((d) => d.transfersByStandard.PRC10),
        ),
        col(
          'prc20',
          'bigint',
          by((d) => d.transfersByStandard.PRC20),
        ),
        col(
          'prc721',
          'bigint',
          by((d) => d.transfersByStandard.PRC721),
        ),
        col(
          'calls',
          'bigint',
          by((d) => d.contractCalls),
        ),
        col(
          'rewards',
          'numeric',
          days.map((d) => (d ? BigInt(sign) * d.rewards : 0n)),
        ),
        col(
          'interval',
          'bigint',
          by((d) => d.intervalMs),
        ),
        col(
          'tokens',
          'integer',
          keys.map((k) => newTokens.get(k) ?? 0),
        ),
        col(
          'active',
          'integer',
          keys.map((k) => active.get(k) ?? 0),
        ),
      ],
    )}
    ON CONFLICT (day) DO UPDATE SET
      transfers_pox = daily_stats.transfers_pox + EXCLUDED.transfers_pox,
      transfers_prc10 = daily_stats.transfers_prc10 + EXCLUDED.transfers_prc10,
      transfers_prc20 = daily_stats.transfers_prc20 + EXCLUDED.transfers_prc20,
      transfers_prc721 = daily_stats.transfers_prc721 + EXCLUDED.transfers_prc721,
      contract_calls = daily_stats.contract_calls + EXCLUDED.contract_calls,
      rewards = daily_stats.rewards + EXCLUDED.rewards,
      block_interval_ms = daily_stats.block_interval_ms + EXCLUDED.block_interval_ms,
      new_tokens = daily_stats.new_tokens + EXCLUDED.new_tokens,
      active_addresses = daily_stats.active_addresses + EXCLUDED.active_addresses`.execute(trx);
}

/** The time (ms) of block `num`, or null when it is not indexed (the first block indexed). */
export async function blockTime(trx: Trx, num: number): Promise<number | null> {
  const { rows } = await sql<{ ms: number }>`
    SELECT (extract(epoch FROM block_time) * 1000)::bigint AS ms FROM blocks WHERE num = ${num}`.execute(trx);
  return rows[0] === undefined ? null : Number(rows[0].ms);
}
