import type { TokenRef } from '../schemas/transactions.js';

/** Counts and heights fit a JS number long before they stop being exact (2^53). */
export const int = (value: string | number | bigint | null | undefined): number => Number(value ?? 0);

export const ms = (value: Date | null | undefined): number | null => (value ? value.getTime() : null);

/** numeric → integer string (the indexer stores integers; this drops a stray ".0"). */
export const amount = (value: string | null | undefined): string => (value ?? '0').replace(/\.0+$/, '');

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

/** The next keyset cursor: the last row's position when the page is full, else null. */
export const nextCursor = (rows: readonly { seq: string }[], limit: number): string | null =>
  rows.length === limit ? (rows.at(-1)?.seq ?? null) : null;
