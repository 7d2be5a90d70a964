import type { Db } from '@poxscan/db';
import { sql } from 'kysely';

/** Columns that say when something happened on this machine, not what the chain holds. */
const VOLATILE = ['refreshed_at', 'updated_at', 'fetched_at', 'metadata_at', 'detected_at'];

const TABLES: Record<string, string> = {
  blocks: 'num',
  transactions: 'seq',
  event_logs: 'tx_seq, log_index',
  internal_transactions: 'tx_seq, idx',
  transfers: 'seq',
  accounts: 'address',
  tokens: 'id',
  token_holders: 'token_id, address',
  nft_owners: 'token_id, nft_id',
  contracts: 'address',
  witnesses: 'address',
  votes: 'voter_address, witness_address',
  stakes: 'address, resource',
  delegations: 'from_address, to_address, resource',
  proposals: 'id',
  chain_parameters: 'key',
  parameter_changes: 'proposal_id, proposal_key',
  daily_stats: 'day',
  staking_daily: 'day',
  address_daily: 'address, day',
  token_daily: 'token_id, day',
  address_balance_daily: 'address, day',
  counters: 'name',
  sync_checkpoint: 'id',
};

/** Every row of the tables the indexer writes, as JSON text, without the wall-clock columns. */
export async function snapshot(db: Db): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  for (const [table, order] of Object.entries(TABLES)) {
    const strip = VOLATILE.map((c) => `- '${c}'`).join(' ');
    const { rows } = await sql<{ row: string }>`
      SELECT (to_jsonb(t) ${sql.raw(strip)})::text AS row FROM ${sql.table(table)} t ORDER BY ${sql.raw(order)}`.execute(
      db.kysely,
    );
    out[table] = rows.map((r) => r.row);
  }
  return out;
}
