import type { ReadDb } from '../db/read-model.js';

/**
 * The counters the indexer keeps (one row each, updated with the data), so no request counts rows:
 * latest_block, solidified_block, transactions, transfers, accounts, tokens (PRC10 + PRC20),
 * tokens_prc10, tokens_prc20, contracts,
 * verified_contracts, witnesses, voters, pox_holders, total_supply, total_staked, staked_bandwidth,
 * staked_energy, total_votes.
 */
export type CounterName =
  | 'latest_block'
  | 'solidified_block'
  | 'transactions'
  | 'transfers'
  | 'accounts'
  | 'tokens'
  | 'tokens_prc10'
  | 'tokens_prc20'
  | 'contracts'
  | 'verified_contracts'
  | 'witnesses'
  | 'voters'
  | 'pox_holders'
  | 'total_supply'
  | 'total_staked'
  | 'staked_bandwidth'
  | 'staked_energy'
  | 'total_votes';

/** Reads counters as decimal strings ("0" for a counter not written yet). */
export async function readCounters<N extends CounterName>(
  db: ReadDb,
  names: readonly N[],
): Promise<Record<N, string>> {
  const rows = await db.selectFrom('counters').select(['name', 'value']).where('name', 'in', names).execute();
  const out = Object.fromEntries(names.map((n) => [n, '0'])) as Record<N, string>;
  for (const row of rows) out[row.name as N] = row.value;
  return out;
}
