import type { TokenRef } from '../schemas/transactions.js';

/** Counts and heights fit a JS number long before they stop being exact (2^53). */
export const int = (value: string | number | bigint | null | undefined): number => Number(value ?? 0);

export const ms = (value: Date | null | undefined): number | null => (value ? value.getTime() : null);

/** numeric → integer string (amounts are integers; this drops a stray ".0"). */
export const amount = (value: string | number | null | undefined): string =>
  String(value ?? '0').replace(/\.0+$/, '');

/** A `daily_stats.day` ('YYYY-MM-DD', UTC) as ms. */
export const dayMs = (day: string): number => Date.parse(`${day}T00:00:00Z`);

export const POX_TOKEN: TokenRef = { id: '_', standard: 'POX', symbol: 'POX', name: 'POX', decimals: 6 };

/** The token of a row joined to `tokens` (columns t_*), POX for the native id. */
export function tokenRef(row: {
  token_id: string | null;
  t_standard: string | null;
  t_symbol: string | null;
  t_name: string | null;
  t_decimals: number | null;
}): TokenRef | null {
  if (row.token_id === null) return null;
  if (row.token_id === '_') return POX_TOKEN;
  return {
    id: row.token_id,
    standard: (row.t_standard ?? 'PRC20') as TokenRef['standard'],
    symbol: row.t_symbol ?? '',
    name: row.t_name ?? '',
    decimals: row.t_decimals ?? 0,
  };
}

/** The next keyset cursor: the last row's position when the page is full and rows remain below it. */
export const nextCursor = (rows: readonly { seq: number }[], limit: number, first = 1): string | null => {
  const last = rows.at(-1);
  return rows.length === limit && last !== undefined && last.seq > first ? String(last.seq) : null;
};
