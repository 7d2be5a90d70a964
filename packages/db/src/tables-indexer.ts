import type { Generated } from 'kysely';
import type { Numeric, Timestamp } from './tables-chain.js';
import type { Defaulted, DefaultedNumeric } from './tables-state.js';

export interface DailyStatsTable {
  /** UTC day, 'YYYY-MM-DD' */
  day: string;
  blocks: Defaulted<number>;
  transactions: Defaulted<number>;
  transfers: Defaulted<number>;
  new_accounts: Defaulted<number>;
  /** POX moved by transfers, sun */
  volume: DefaultedNumeric;
  fees: DefaultedNumeric;
  energy_used: Defaulted<number>;
  net_used: Defaulted<number>;
  contracts_created: Defaulted<number>;
  transfers_pox: Defaulted<number>;
  transfers_prc10: Defaulted<number>;
  transfers_prc20: Defaulted<number>;
  transfers_prc721: Defaulted<number>;
  contract_calls: Defaulted<number>;
  new_tokens: Defaulted<number>;
  active_addresses: Defaulted<number>;
  /** SR rewards issued: the producers' and the 127 most voted SRs' pay (0027), sun */
  rewards: DefaultedNumeric;
  /** sum of the day's block intervals, ms (average block time = this / blocks) */
  block_interval_ms: Defaulted<number>;
}

export type CounterName =
  | 'blocks'
  | 'transactions'
  | 'transfers'
  | 'event_logs'
  | 'internal_transactions'
  | 'accounts'
  | 'contracts'
  | 'tokens'
  | 'tokens_prc10'
  | 'tokens_prc20'
  | 'tokens_prc721';

export interface CountersTable {
  name: CounterName;
  value: number;
}

export interface SyncCheckpointTable {
  id: 1;
  block_num: number;
  block_hash: string;
  /** seq of the last transaction committed */
  tx_seq: number;
  /** seq of the last transfer committed */
  transfer_seq: number;
  updated_at: Timestamp;
}

export type IndexerState =
  | 'starting'
  | 'catching_up'
  | 'following'
  | 'node_unreachable'
  /** the node does not serve the next block (lite, pruned or still syncing) */
  | 'node_missing_blocks'
  /** the node's head is below the database: waiting for it, nothing rolled back */
  | 'node_behind'
  /** a fork at or below the solidified block: indexing stopped */
  | 'fork_below_finality'
  | 'stopped';

export interface IndexerStatusTable {
  id: 1;
  state: IndexerState;
  node_head_block: number | null;
  indexed_block: number | null;
  solidified_block: number | null;
  lag_blocks: number | null;
  /** node head time minus indexed block time */
  lag_ms: number | null;
  blocks_per_second: number | null;
  transactions_per_second: number | null;
  eta_seconds: number | null;
  last_error: string | null;
  last_error_at: Timestamp | null;
  started_at: Timestamp;
  updated_at: Timestamp;
}

export interface ReorgsTable {
  id: Generated<number>;
  detected_at: Timestamp;
  fork_block: number;
  depth: number;
  old_head_hash: string;
  new_head_hash: string;
}

/** A holder balance set to what the node's balanceOf answered (0010). */
export interface BalanceCorrectionsTable {
  id: Generated<number>;
  token_id: string;
  address: string;
  block_num: number;
  /** node balance minus database balance, base units */
  delta: Numeric;
  reason: 'negative' | 'supply_drift' | 'recent';
  corrected_at: Timestamp;
}

export type RefreshKind =
  | 'account'
  | 'token'
  | 'contract'
  | 'witnesses'
  | 'proposals'
  | 'parameters'
  /** a PRC20/PRC721 holder to read with balanceOf; key: reason, token and holder, space-separated */
  | 'holder';

export interface RefreshQueueTable {
  kind: RefreshKind;
  key: string;
  block_num: number;
  /** Renewed on every ask: a request renewed while it is served stays queued. */
  ticket: Generated<number>;
  /** Taken when the request enters the queue, kept when it is asked again: the serving order. */
  queued_at: Generated<number>;
}

export interface NotificationsTable {
  id: Generated<number>;
  message: string;
  created_at: Generated<Date>;
}

export interface BannersTable {
  id: Generated<number>;
  title: string;
  image_url: string | null;
  link_url: string | null;
  starts_at: Defaulted<Date>;
  ends_at: Timestamp | null;
  position: Defaulted<number>;
  created_at: Generated<Date>;
}

export interface NameTagsTable {
  address: string;
  tag: string;
  description: string | null;
  created_at: Generated<Date>;
  updated_at: Defaulted<Date>;
}

export interface SupportTicketsTable {
  id: Generated<number>;
  name: string;
  email: string;
  subject: string;
  message: string;
  /** the contact form's category (0006); null for older requests */
  category: string | null;
  status: Defaulted<'open' | 'answered' | 'closed'>;
  created_at: Generated<Date>;
}
