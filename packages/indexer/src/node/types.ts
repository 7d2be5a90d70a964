// The java-tron HTTP JSON shapes the indexer reads (hex addresses: no `visible`). Default-valued
// protobuf fields are omitted by the node, hence the optional members. Integers that a double cannot
// hold exactly arrive as decimal strings (see exact-json.ts), hence `Int`. Blocks and transactions are
// @poxscan/protocol's; the receipts, accounts and governance shapes only the indexer reads are here.

import type { BlockTransactionJson, JsonInt, BlockJson as WireBlockJson } from '@poxscan/protocol/chain';

export type { ContractJson } from '@poxscan/protocol/chain';

export type Int = JsonInt;

/** java-tron's block and transaction JSON (defined in @poxscan/protocol), big integers kept as text. */
export type TransactionJson = BlockTransactionJson<Int>;
export type BlockJson = WireBlockJson<Int>;

export interface LogJson {
  /** 20-byte hex, without the 41 prefix */
  address: string;
  topics?: string[];
  data?: string;
}

export interface InternalTransactionJson {
  hash: string;
  caller_address: string;
  transferTo_address: string;
  callValueInfo?: { callValue?: Int; tokenId?: string }[];
  /** hex of the UTF-8 note: call, create, suicide … */
  note?: string;
  rejected?: boolean;
}

export interface TransactionInfoJson {
  id: string;
  fee?: Int;
  blockNumber?: number;
  blockTimeStamp?: number;
  contractResult?: string[];
  contract_address?: string;
  receipt?: {
    energy_usage?: Int;
    energy_fee?: Int;
    origin_energy_usage?: Int;
    energy_usage_total?: Int;
    net_usage?: Int;
    net_fee?: Int;
    result?: string;
    energy_penalty_total?: Int;
  };
  log?: LogJson[];
  result?: 'FAILED';
  resMessage?: string;
  assetIssueID?: string;
  withdraw_amount?: Int;
  unfreeze_amount?: Int;
  internal_transactions?: InternalTransactionJson[];
  withdraw_expire_amount?: Int;
}

export interface AccountJson {
  address?: string;
  account_name?: string;
  type?: string;
  balance?: Int;
  create_time?: number;
  is_witness?: boolean;
  allowance?: Int;
  votes?: { vote_address: string; vote_count: Int }[];
  assetV2?: { key: string; value: Int }[];
  frozenV2?: { type?: string; amount?: Int }[];
  unfrozenV2?: { type?: string; unfreeze_amount?: Int; unfreeze_expire_time?: number }[];
  delegated_frozenV2_balance_for_bandwidth?: Int;
  acquired_delegated_frozenV2_balance_for_bandwidth?: Int;
  /** Stake 1.0 (FreezeBalanceContract): frozen for the owner's own bandwidth */
  frozen?: FrozenV1Json[];
  /** Stake 1.0: frozen by this account for another's bandwidth / by others for this one's */
  delegated_frozen_balance_for_bandwidth?: Int;
  acquired_delegated_frozen_balance_for_bandwidth?: Int;
  /** Stake 1.0: frozen for votes alone (TRON_POWER) */
  tron_power?: FrozenV1Json;
  account_resource?: {
    delegated_frozenV2_balance_for_energy?: Int;
    acquired_delegated_frozenV2_balance_for_energy?: Int;
    /** Stake 1.0: frozen for the owner's own energy, and delegated out / in */
    frozen_balance_for_energy?: FrozenV1Json;
    delegated_frozen_balance_for_energy?: Int;
    acquired_delegated_frozen_balance_for_energy?: Int;
    energy_window_size?: number;
  };
  net_usage?: Int;
  free_net_usage?: Int;
}

/** Account.Frozen: a Stake 1.0 amount, locked until expire_time (ms) and unfrozen by a transaction after it */
export interface FrozenV1Json {
  frozen_balance?: Int;
  expire_time?: number;
}

export interface AccountResourceJson {
  freeNetUsed?: Int;
  freeNetLimit?: Int;
  NetUsed?: Int;
  NetLimit?: Int;
  EnergyUsed?: Int;
  EnergyLimit?: Int;
  TotalNetLimit?: Int;
  TotalNetWeight?: Int;
  TotalEnergyLimit?: Int;
  TotalEnergyWeight?: Int;
  /** POX staked for votes alone across the network, whole POX (Stake 2.0 TRON_POWER) */
  TotalTronPowerWeight?: Int;
  tronPowerUsed?: Int;
  tronPowerLimit?: Int;
}

export interface WitnessJson {
  address: string;
  voteCount?: Int;
  url?: string;
  totalProduced?: Int;
  totalMissed?: Int;
  latestBlockNum?: Int;
  latestSlotNum?: Int;
  isJobs?: boolean;
}

export interface ProposalJson {
  proposal_id?: Int;
  proposer_address: string;
  parameters?: { key?: Int; value?: Int }[];
  expiration_time?: number;
  create_time?: number;
  approvals?: string[];
  state?: string;
}

export interface ContractInfoJson {
  origin_address?: string;
  contract_address?: string;
  abi?: { entrys?: unknown[] };
  bytecode?: string;
  name?: string;
  origin_energy_limit?: Int;
  consume_user_resource_percent?: Int;
}

export interface AssetIssueJson {
  id?: string;
  owner_address?: string;
  name?: string;
  abbr?: string;
  total_supply?: Int;
  precision?: number;
  description?: string;
  url?: string;
  start_time?: number;
}

export interface ConstantCallJson {
  result?: { result?: boolean; code?: string; message?: string };
  constant_result?: string[];
}
