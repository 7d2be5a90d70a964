import { type RawBuilder, sql } from 'kysely';
import { type Column, col } from '../write/bulk.js';
import type { Deltas } from './aggregate.js';

// The activity counts of accounts and tokens, which the forward path adds and a rollback takes back:
// their columns and arithmetic are written here once, for both.

const ACCOUNT_COUNTS = ['tx_count', 'transfers_in', 'transfers_out'] as const;

const byKey = <T>(m: Map<string, T>) => [...m].sort(([a], [b]) => (a < b ? -1 : 1));

/** The batch's accounts, in address order: both paths lock rows in the same order. */
export const sortedAccounts = (deltas: Deltas) => byKey(deltas.accounts);

/** The batch's tokens, in id order. */
export const sortedTokens = (deltas: Deltas) => byKey(deltas.tokens);

/**
 * `address`, the activity counts of `accounts` (from `sortedAccounts`) and the change of each one's
 * token count (applyHolders), as unnest columns.
 */
export function accountActivityColumns(
  accounts: ReturnType<typeof sortedAccounts>,
  tokenCounts: Map<string, number>,
): Column[] {
  const a = accounts.map(([, v]) => v);
  // Every holder is an address a transfer of the batch named, so one of its accounts.
  if (tokenCounts.size > 0) {
    const named = new Set(accounts.map(([k]) => k));
    const other = [...tokenCounts.keys()].find((k) => !named.has(k));
    if (other !== undefined) throw new Error(`token count of ${other}, which the batch does not touch`);
  }
  return [
    col(
      'address',
      'text',
      accounts.map(([k]) => k),
    ),
    col(
      'tx_count',
      'bigint',
      a.map((x) => x.txCount),
    ),
    col(
      'transfers_in',
      'bigint',
      a.map((x) => x.transfersIn),
    ),
    col(
      'transfers_out',
      'bigint',
      a.map((x) => x.transfersOut),
    ),
    col(
      'token_count',
      'integer',
      accounts.map(([k]) => tokenCounts.get(k) ?? 0),
    ),
  ];
}

/**
 * `tx_count = accounts.tx_count + EXCLUDED.tx_count, …` (forward) or `… - d.tx_count` (rollback); the
 * token count's change is added either way, as applyHolders gives it with its sign.
 */
export function accountCountsSet(sign: '+' | '-', from: 'EXCLUDED' | 'd'): RawBuilder<unknown> {
  const counts = ACCOUNT_COUNTS.map((c) => `${c} = accounts.${c} ${sign} ${from}.${c}`);
  return sql.raw([...counts, `token_count = accounts.token_count + ${from}.token_count`].join(', '));
}

/**
 * Adds (or takes) the transactions of `d` (accountActivityColumns) to the contracts among them:
 * contracts.tx_count stays equal to the contract's accounts.tx_count.
 */
export function contractCallsUpdate(sign: '+' | '-'): RawBuilder<unknown> {
  return sql.raw(`UPDATE contracts c SET tx_count = c.tx_count ${sign} d.tx_count
    FROM d WHERE c.address = d.address AND d.tx_count <> 0`);
}

/** `id` and the transfer count `n` of `tokens` (from `sortedTokens`), as unnest columns. */
export function tokenCountColumns(tokens: ReturnType<typeof sortedTokens>): Column[] {
  return [
    col(
      'id',
      'text',
      tokens.map(([k]) => k),
    ),
    col(
      'n',
      'bigint',
      tokens.map(([, v]) => v.count),
    ),
  ];
}
