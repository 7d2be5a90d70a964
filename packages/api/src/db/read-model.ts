import type { Generated, Kysely } from 'kysely';

/*
 * The tables the API reads, as PostgreSQL's `pg` driver returns them: bigint and numeric as strings,
 * timestamptz as Date. Addresses are base58 text. `seq` columns are the indexer's gap-free positions
 * (1, 2, 3… in chain order) that keyset and page-number pagination both stand on.
 */

type Int8 = string;
type Numeric = string;

export interface BlocksTable {
  number: Int8;
  hash: string;
  parent_hash: string;
  timestamp: Date;
  witness_address: string;
  tx_count: number;
  size: number;
  version: number;
  tx_trie_root: string;
  energy_used: Numeric;
  bandwidth_used: Numeric;
  fees_burned: Numeric;
  reward: Numeric;
}

export interface TransactionsTable {
  seq: Int8;
  hash: string;
  block_number: Int8;
  index_in_block: number;
  timestamp: Date;
  contract_type: number;
  from_address: string;
  to_address: string | null;
  amount: Numeric;
  token_id: string | null;
  fee: Numeric;
  status: string;
  result: string;
  result_message: string | null;
  energy_usage: Numeric;
  energy_fee: Numeric;
  net_usage: Numeric;
  net_fee: Numeric;
  fee_limit: Numeric | null;
  memo: string | null;
  contract_address: string | null;
  parameter: unknown;
  signatures: string[];
}

export interface TransfersTable {
  seq: Int8;
  transaction_hash: string;
  block_number: Int8;
  timestamp: Date;
  from_address: string;
  to_address: string;
  amount: Numeric;
  token_id: string;
  status: string;
}

export interface InternalTransactionsTable {
  seq: Int8;
  transaction_hash: string;
  block_number: Int8;
  timestamp: Date;
  index: number;
  hash: string;
  from_address: string;
  to_address: string;
  amount: Numeric;
  note: string;
  rejected: boolean;
}

export interface EventsTable {
  seq: Int8;
  transaction_hash: string;
  block_number: Int8;
  timestamp: Date;
  log_index: number;
  contract_address: string;
  topics: string[];
  data: string;
  event_name: string | null;
}

export interface AccountsTable {
  address: string;
  name: string | null;
  balance: Numeric;
  power: Numeric;
  tx_count: Int8;
  is_contract: boolean;
  is_witness: boolean;
  created_at: Date | null;
  last_active_at: Date | null;
  frozen_bandwidth: Numeric;
  frozen_energy: Numeric;
  delegated_out: Numeric;
  delegated_in: Numeric;
  unfreezing: Numeric;
  votes_cast: Numeric;
  bandwidth_used: Numeric;
  bandwidth_limit: Numeric;
  energy_used: Numeric;
  energy_limit: Numeric;
  transfers_in: Int8;
  transfers_out: Int8;
  token_count: number;
}

export interface TokensTable {
  id: string;
  standard: 'POX' | 'PRC10' | 'PRC20';
  name: string;
  symbol: string;
  decimals: number;
  total_supply: Numeric;
  holders: Int8;
  transfers: Int8;
  logo_url: string | null;
  verified: boolean;
  issuer: string | null;
  created_at: Date | null;
  description: string | null;
  website_url: string | null;
}

export interface TokenBalancesTable {
  token_id: string;
  address: string;
  balance: Numeric;
}

export interface ContractsTable {
  address: string;
  name: string | null;
  creator: string;
  creation_tx: string;
  created_at: Date;
  verified: boolean;
  compiler: string | null;
  license: string | null;
  abi: unknown;
  source: string | null;
  tx_count: Int8;
  event_count: Int8;
  token_id: string | null;
}

export interface WitnessesTable {
  address: string;
  name: string | null;
  url: string | null;
  vote_count: Numeric;
  produced: Int8;
  missed: Int8;
  latest_block: Int8 | null;
  active: boolean;
  partner: boolean;
  brokerage: number;
}

export interface VotesTable {
  voter: string;
  witness: string;
  count: Numeric;
  updated_at: Date;
}

export interface ProposalsTable {
  id: Int8;
  proposer: string;
  parameters: unknown;
  approvals: string[];
  state: string;
  created_at: Date;
  expires_at: Date;
}

export interface ChainParametersTable {
  key: string;
  value: Int8;
}

export interface CountersTable {
  name: string;
  value: Int8;
}

export interface DailyStatsTable {
  day: Date;
  transactions: Int8;
  transfers: Int8;
  new_accounts: Int8;
  blocks: Int8;
  fees_burned: Numeric;
  total_staked: Numeric;
}

export interface NotificationsTable {
  id: Generated<Int8>;
  message: string;
  created_at: Generated<Date>;
}

export interface BannersTable {
  id: Generated<Int8>;
  title: string;
  image_url: string | null;
  link_url: string | null;
  starts_at: Generated<Date>;
  ends_at: Date | null;
  position: Generated<number>;
}

export interface NameTagsTable {
  address: string;
  tag: string;
  description: string | null;
}

export interface SupportTicketsTable {
  id: Generated<Int8>;
  name: string;
  email: string;
  subject: string;
  message: string;
  created_at: Generated<Date>;
}

export interface ReadModel {
  blocks: BlocksTable;
  transactions: TransactionsTable;
  transfers: TransfersTable;
  internal_transactions: InternalTransactionsTable;
  events: EventsTable;
  accounts: AccountsTable;
  tokens: TokensTable;
  token_balances: TokenBalancesTable;
  contracts: ContractsTable;
  witnesses: WitnessesTable;
  votes: VotesTable;
  proposals: ProposalsTable;
  chain_parameters: ChainParametersTable;
  counters: CountersTable;
  daily_stats: DailyStatsTable;
  notifications: NotificationsTable;
  banners: BannersTable;
  name_tags: NameTagsTable;
  support_tickets: SupportTicketsTable;
}

export type ReadDb = Kysely<ReadModel>;
