-- Current state. Columns come from one of two places, never both:
--   history: kept by the indexer in the same transaction as the chain rows, rolled back exactly on reorg;
--   node:    read from the node (getaccount, listwitnesses, constant calls…) by the refresher.

CREATE TABLE accounts (
  address text PRIMARY KEY,
  -- history
  first_seen_block bigint NOT NULL,
  first_seen_at timestamptz NOT NULL,
  last_seen_block bigint NOT NULL,
  last_seen_at timestamptz NOT NULL,
  tx_count bigint NOT NULL DEFAULT 0,
  transfers_in bigint NOT NULL DEFAULT 0,
  transfers_out bigint NOT NULL DEFAULT 0,
  token_count integer NOT NULL DEFAULT 0,
  -- node
  kind text NOT NULL DEFAULT 'normal' CHECK (kind IN ('normal', 'contract', 'sr')),
  name text,
  created_at timestamptz,
  balance numeric NOT NULL DEFAULT 0,
  power numeric NOT NULL DEFAULT 0,
  votes_cast numeric NOT NULL DEFAULT 0,
  frozen_bandwidth numeric NOT NULL DEFAULT 0,
  frozen_energy numeric NOT NULL DEFAULT 0,
  delegated_out_bandwidth numeric NOT NULL DEFAULT 0,
  delegated_out_energy numeric NOT NULL DEFAULT 0,
  delegated_in_bandwidth numeric NOT NULL DEFAULT 0,
  delegated_in_energy numeric NOT NULL DEFAULT 0,
  unfreezing numeric NOT NULL DEFAULT 0,
  withdrawable numeric NOT NULL DEFAULT 0,
  allowance numeric NOT NULL DEFAULT 0,
  net_used bigint NOT NULL DEFAULT 0,
  net_limit bigint NOT NULL DEFAULT 0,
  free_net_used bigint NOT NULL DEFAULT 0,
  free_net_limit bigint NOT NULL DEFAULT 0,
  energy_used bigint NOT NULL DEFAULT 0,
  energy_limit bigint NOT NULL DEFAULT 0,
  refreshed_at timestamptz
);
CREATE INDEX accounts_balance_idx ON accounts (balance DESC, address);
CREATE INDEX accounts_first_seen_idx ON accounts (first_seen_block);

-- Tokens: id '_' is native POX (seeded below), a PRC10 token's numeric id, or a PRC20/PRC721
-- contract's address. holder_count and transfer_count are history counters (for PRC10 and POX the
-- holder count follows the node-refreshed balances).
CREATE TABLE tokens (
  id text PRIMARY KEY,
  standard text NOT NULL CHECK (standard IN ('POX', 'PRC10', 'PRC20', 'PRC721')),
  -- history
  first_seen_block bigint,
  issuer_address text,
  created_tx_hash text,
  created_at timestamptz,
  holder_count bigint NOT NULL DEFAULT 0,
  transfer_count bigint NOT NULL DEFAULT 0,
  -- node
  name text,
  symbol text,
  decimals smallint,
  total_supply numeric,
  description text,
  url text,
  metadata_at timestamptz
);
CREATE INDEX tokens_holders_idx ON tokens (holder_count DESC, id);
CREATE INDEX tokens_standard_holders_idx ON tokens (standard, holder_count DESC, id);
CREATE INDEX tokens_symbol_idx ON tokens (lower(symbol) text_pattern_ops);
CREATE INDEX tokens_name_idx ON tokens (lower(name) text_pattern_ops);
CREATE INDEX tokens_first_seen_idx ON tokens (first_seen_block);
INSERT INTO tokens (id, standard, name, symbol, decimals) VALUES ('_', 'POX', 'POX', 'POX', 6);

-- Current balance per holder, never zero (a row whose balance reaches zero is deleted). PRC20 and
-- PRC721 balances are history (sums of Transfer logs; PRC721 counts items); PRC10 balances are node
-- (getaccount assetV2). POX balances live in accounts.balance.
CREATE TABLE token_holders (
  token_id text NOT NULL,
  address text NOT NULL,
  balance numeric NOT NULL,
  PRIMARY KEY (token_id, address)
);
CREATE INDEX token_holders_rank_idx ON token_holders (token_id, balance DESC, address);
CREATE INDEX token_holders_address_idx ON token_holders (address);

-- Smart contracts: history columns from CreateSmartContract and internal creates; node columns from
-- getcontract.
CREATE TABLE contracts (
  address text PRIMARY KEY,
  -- history
  creator_address text NOT NULL,
  created_tx_hash text NOT NULL,
  created_block bigint NOT NULL,
  created_at timestamptz NOT NULL,
  -- node
  name text,
  bytecode text,
  abi jsonb,
  origin_energy_limit bigint,
  consume_user_resource_percent integer,
  fetched_at timestamptz
);
CREATE INDEX contracts_creator_idx ON contracts (creator_address);
CREATE INDEX contracts_created_idx ON contracts (created_block DESC, address);

-- Source verification, written by the API's verification tool. Kept apart from contracts so that a
-- reorg that re-creates a contract keeps its verification.
CREATE TABLE contract_verifications (
  address text PRIMARY KEY,
  contract_name text NOT NULL,
  compiler_version text NOT NULL,
  optimizer boolean NOT NULL,
  optimizer_runs integer,
  evm_version text,
  license text,
  sources jsonb NOT NULL,
  abi jsonb NOT NULL,
  verified_at timestamptz NOT NULL DEFAULT now()
);

-- Super representatives and candidates (listwitnesses). blocks_indexed is history (blocks in the
-- database); the rest is node.
CREATE TABLE witnesses (
  address text PRIMARY KEY,
  blocks_indexed bigint NOT NULL DEFAULT 0,
  url text,
  vote_count bigint NOT NULL DEFAULT 0,
  realtime_votes bigint NOT NULL DEFAULT 0,
  total_produced bigint NOT NULL DEFAULT 0,
  total_missed bigint NOT NULL DEFAULT 0,
  productivity numeric GENERATED ALWAYS AS (
    CASE WHEN total_produced + total_missed = 0 THEN NULL
    ELSE round(total_produced::numeric / (total_produced + total_missed), 6) END
  ) STORED,
  latest_block_num bigint NOT NULL DEFAULT 0,
  latest_slot_num bigint NOT NULL DEFAULT 0,
  is_active boolean NOT NULL DEFAULT false,
  brokerage integer NOT NULL DEFAULT 20,
  unclaimed_reward numeric NOT NULL DEFAULT 0,
  refreshed_at timestamptz
);
CREATE INDEX witnesses_votes_idx ON witnesses (vote_count DESC, address);

-- Current votes of each voter (node: getaccount votes).
CREATE TABLE votes (
  voter_address text NOT NULL,
  witness_address text NOT NULL,
  votes bigint NOT NULL,
  PRIMARY KEY (voter_address, witness_address)
);
CREATE INDEX votes_witness_idx ON votes (witness_address, votes DESC, voter_address);

-- Stake 2.0 frozen balances per owner and resource (node: getaccount frozenV2).
CREATE TABLE stakes (
  address text NOT NULL,
  resource text NOT NULL CHECK (resource IN ('BANDWIDTH', 'ENERGY', 'TRON_POWER')),
  amount numeric NOT NULL,
  PRIMARY KEY (address, resource)
);
CREATE INDEX stakes_resource_idx ON stakes (resource, amount DESC, address);

-- Resources delegated from one account to another (history: DelegateResourceContract minus
-- UnDelegateResourceContract). Rows reaching zero are deleted.
CREATE TABLE delegations (
  from_address text NOT NULL,
  to_address text NOT NULL,
  resource text NOT NULL CHECK (resource IN ('BANDWIDTH', 'ENERGY')),
  amount numeric NOT NULL,
  PRIMARY KEY (from_address, to_address, resource)
);
CREATE INDEX delegations_to_idx ON delegations (to_address);

-- Proposals (node: listproposals). parameters: [{"key": n, "value": "v"}]; approvals: [address].
CREATE TABLE proposals (
  id bigint PRIMARY KEY,
  proposer_address text NOT NULL,
  parameters jsonb NOT NULL,
  approvals jsonb NOT NULL,
  state text NOT NULL CHECK (state IN ('PENDING', 'DISAPPROVED', 'APPROVED', 'CANCELED')),
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  refreshed_at timestamptz NOT NULL
);
CREATE INDEX proposals_state_idx ON proposals (state, id DESC);

-- Chain parameters (node: getchainparameters). proposal_id: the latest approved proposal that set it.
CREATE TABLE chain_parameters (
  key text PRIMARY KEY,
  proposal_key integer,
  value numeric,
  proposal_id bigint,
  changed_at timestamptz,
  refreshed_at timestamptz NOT NULL
);

-- Every parameter change made by an approved proposal (node: proposals in state APPROVED).
CREATE TABLE parameter_changes (
  proposal_id bigint NOT NULL,
  proposal_key integer NOT NULL,
  key text,
  value numeric NOT NULL,
  applied_at timestamptz NOT NULL,
  PRIMARY KEY (proposal_id, proposal_key)
);
CREATE INDEX parameter_changes_key_idx ON parameter_changes (proposal_key, applied_at DESC);

-- Chain-wide node values (total stake weights, resource limits, next maintenance time, …).
CREATE TABLE chain_state (
  key text PRIMARY KEY,
  value numeric NOT NULL,
  refreshed_at timestamptz NOT NULL
);
