import type { ColumnType, GeneratedAlways } from 'kysely';
import type { Json, Numeric, Timestamp, TokenStandard } from './tables-chain.js';

/** A column with a default: optional on insert. */
export type Defaulted<T> = ColumnType<T, T | undefined, T>;
/** numeric with a default. */
export type DefaultedNumeric = ColumnType<string, string | bigint | undefined, string | bigint>;

export interface AccountsTable {
  address: string;
  first_seen_block: number;
  first_seen_at: Timestamp;
  last_seen_block: number;
  last_seen_at: Timestamp;
  tx_count: Defaulted<number>;
  transfers_in: Defaulted<number>;
  transfers_out: Defaulted<number>;
  /** tokens (PRC10/20/721) held with a non-zero balance */
  token_count: Defaulted<number>;
  kind: Defaulted<'normal' | 'contract' | 'sr'>;
  name: string | null;
  /** on-chain creation time (getaccount create_time) */
  created_at: Timestamp | null;
  balance: DefaultedNumeric;
  /** voting power (TRON power), sun */
  power: DefaultedNumeric;
  votes_cast: DefaultedNumeric;
  frozen_bandwidth: DefaultedNumeric;
  frozen_energy: DefaultedNumeric;
  delegated_out_bandwidth: DefaultedNumeric;
  delegated_out_energy: DefaultedNumeric;
  delegated_in_bandwidth: DefaultedNumeric;
  delegated_in_energy: DefaultedNumeric;
  unfreezing: DefaultedNumeric;
  /** earliest expiry among the unstaking amounts (0009); null when nothing is unstaking */
  unfreezing_expires_at: Timestamp | null;
  withdrawable: DefaultedNumeric;
  /** unclaimed voting rewards, sun */
  allowance: DefaultedNumeric;
  net_used: Defaulted<number>;
  net_limit: Defaulted<number>;
  free_net_used: Defaulted<number>;
  free_net_limit: Defaulted<number>;
  energy_used: Defaulted<number>;
  energy_limit: Defaulted<number>;
  refreshed_at: Timestamp | null;
}

export interface TokensTable {
  id: string;
  standard: TokenStandard;
  first_seen_block: number | null;
  issuer_address: string | null;
  created_tx_hash: string | null;
  created_at: Timestamp | null;
  holder_count: Defaulted<number>;
  transfer_count: Defaulted<number>;
  name: string | null;
  symbol: string | null;
  decimals: number | null;
  total_supply: Numeric | null;
  /** a PRC721 collection's live token IDs: its rows in nft_owners (0028) */
  nft_count: Defaulted<number>;
  description: string | null;
  url: string | null;
  metadata_at: Timestamp | null;
}

export interface TokenHoldersTable {
  token_id: string;
  address: string;
  balance: Numeric;
}

export interface ContractsTable {
  address: string;
  creator_address: string;
  created_tx_hash: string;
  created_block: number;
  created_at: Timestamp;
  name: string | null;
  bytecode: string | null;
  abi: Json<unknown[]> | null;
  origin_energy_limit: number | null;
  consume_user_resource_percent: number | null;
  fetched_at: Timestamp | null;
  /** equal to the contract's accounts.tx_count (kept here for the list by calls) */
  tx_count: Defaulted<number>;
}

export interface ContractVerificationsTable {
  address: string;
  contract_name: string;
  compiler_version: string;
  optimizer: boolean;
  optimizer_runs: number | null;
  evm_version: string | null;
  license: string | null;
  /** { "<file name>": "<source>" } */
  sources: Json<Record<string, string>>;
  abi: Json<unknown[]>;
  verified_at: Defaulted<Date>;
  /** the source file that defines contract_name */
  contract_file: string | null;
  /** ABI-encoded, lower-case hex without 0x ('' when none) */
  constructor_arguments: Defaulted<string>;
  /** the solc standard-JSON settings compiled with */
  settings: Json<Record<string, unknown>> | null;
  /** full: the metadata hash matches too; partial: the code only */
  match: Defaulted<'full' | 'partial'>;
}

export interface WitnessesTable {
  address: string;
  blocks_indexed: Defaulted<number>;
  url: string | null;
  /** the SR account's name (accounts.name, 0048), kept beside the row for the search suggestions */
  name: ColumnType<string | null, string | null | undefined, string | null>;
  /** votes counted at the last maintenance (listwitnesses) */
  vote_count: Defaulted<number>;
  /** sum of current votes (votes table) */
  realtime_votes: Defaulted<number>;
  /** the node's real-time tally (getpaginatednowwitnesslist, 0007); null until read */
  now_votes: number | null;
  total_produced: Defaulted<number>;
  total_missed: Defaulted<number>;
  /** total_produced / (total_produced + total_missed), 6 decimals; null before any slot */
  productivity: GeneratedAlways<string | null>;
  latest_block_num: Defaulted<number>;
  latest_slot_num: Defaulted<number>;
  /** among the active SRs producing blocks */
  is_active: Defaulted<boolean>;
  /** percent kept by the SR from voters' rewards */
  brokerage: Defaulted<number>;
  unclaimed_reward: DefaultedNumeric;
  refreshed_at: Timestamp | null;
}

export interface VotesTable {
  voter_address: string;
  witness_address: string;
  votes: number;
}

export interface StakesTable {
  address: string;
  resource: 'BANDWIDTH' | 'ENERGY' | 'TRON_POWER';
  amount: Numeric;
}

export interface DelegationsTable {
  from_address: string;
  to_address: string;
  resource: 'BANDWIDTH' | 'ENERGY';
  amount: Numeric;
}

export type ProposalState = 'PENDING' | 'DISAPPROVED' | 'APPROVED' | 'CANCELED';

export interface ProposalsTable {
  id: number;
  proposer_address: string;
  parameters: Json<{ key: number; value: string }[]>;
  approvals: Json<string[]>;
  state: ProposalState;
  created_at: Timestamp;
  expires_at: Timestamp;
  refreshed_at: Timestamp;
}

export interface ChainParametersTable {
  /** getchainparameters key, e.g. getMaintenanceTimeInterval */
  key: string;
  /** the number proposals use for this parameter, when known */
  proposal_key: number | null;
  value: Numeric | null;
  proposal_id: number | null;
  changed_at: Timestamp | null;
  refreshed_at: Timestamp;
}

export interface ParameterChangesTable {
  proposal_id: number;
  proposal_key: number;
  key: string | null;
  value: Numeric;
  applied_at: Timestamp;
}

export interface ChainStateTable {
  key: string;
  value: Numeric;
  refreshed_at: Timestamp;
}
