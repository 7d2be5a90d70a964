-- The read model the API's tests run against (mirrors src/db/read-model.ts).
CREATE TABLE blocks (
  number bigint PRIMARY KEY, hash text NOT NULL UNIQUE, parent_hash text NOT NULL, timestamp timestamptz NOT NULL,
  witness_address text NOT NULL, tx_count integer NOT NULL, size integer NOT NULL, version integer NOT NULL,
  tx_trie_root text NOT NULL, energy_used numeric NOT NULL, bandwidth_used numeric NOT NULL,
  fees_burned numeric NOT NULL, reward numeric NOT NULL
);
CREATE INDEX blocks_witness ON blocks (witness_address, number DESC);
CREATE TABLE transactions (
  seq bigint PRIMARY KEY, hash text NOT NULL UNIQUE, block_number bigint NOT NULL, index_in_block integer NOT NULL,
  timestamp timestamptz NOT NULL, contract_type integer NOT NULL, from_address text NOT NULL, to_address text,
  amount numeric NOT NULL, token_id text, fee numeric NOT NULL, status text NOT NULL, result text NOT NULL,
  result_message text, energy_usage numeric NOT NULL, energy_fee numeric NOT NULL, net_usage numeric NOT NULL,
  net_fee numeric NOT NULL, fee_limit numeric, memo text, contract_address text, parameter jsonb NOT NULL,
  signatures text[] NOT NULL
);
CREATE INDEX transactions_block ON transactions (block_number, index_in_block);
CREATE INDEX transactions_from ON transactions (from_address, seq DESC);
CREATE INDEX transactions_to ON transactions (to_address, seq DESC);
CREATE INDEX transactions_timestamp ON transactions (timestamp, seq);
CREATE TABLE transfers (
  seq bigint PRIMARY KEY, transaction_hash text NOT NULL, block_number bigint NOT NULL, timestamp timestamptz NOT NULL,
  from_address text NOT NULL, to_address text NOT NULL, amount numeric NOT NULL, token_id text NOT NULL,
  status text NOT NULL
);
CREATE INDEX transfers_tx ON transfers (transaction_hash);
CREATE INDEX transfers_from ON transfers (from_address, seq DESC);
CREATE INDEX transfers_to ON transfers (to_address, seq DESC);
CREATE INDEX transfers_token ON transfers (token_id, seq DESC);
CREATE INDEX transfers_block ON transfers (block_number, seq);
CREATE INDEX transfers_timestamp ON transfers (timestamp, seq);
CREATE TABLE internal_transactions (
  seq bigint PRIMARY KEY, transaction_hash text NOT NULL, block_number bigint NOT NULL, timestamp timestamptz NOT NULL,
  index integer NOT NULL, hash text NOT NULL, from_address text NOT NULL, to_address text NOT NULL,
  amount numeric NOT NULL, note text NOT NULL, rejected boolean NOT NULL
);
CREATE INDEX internal_tx ON internal_transactions (transaction_hash);
CREATE INDEX internal_from ON internal_transactions (from_address, seq DESC);
CREATE INDEX internal_to ON internal_transactions (to_address, seq DESC);
CREATE TABLE events (
  seq bigint PRIMARY KEY, transaction_hash text NOT NULL, block_number bigint NOT NULL, timestamp timestamptz NOT NULL,
  log_index integer NOT NULL, contract_address text NOT NULL, topics text[] NOT NULL, data text NOT NULL,
  event_name text
);
CREATE INDEX events_tx ON events (transaction_hash);
CREATE INDEX events_contract ON events (contract_address, seq DESC);
CREATE TABLE accounts (
  address text PRIMARY KEY, name text, balance numeric NOT NULL, power numeric NOT NULL, tx_count bigint NOT NULL,
  is_contract boolean NOT NULL, is_witness boolean NOT NULL, created_at timestamptz, last_active_at timestamptz,
  frozen_bandwidth numeric NOT NULL, frozen_energy numeric NOT NULL, delegated_out numeric NOT NULL,
  delegated_in numeric NOT NULL, unfreezing numeric NOT NULL, votes_cast numeric NOT NULL,
  bandwidth_used numeric NOT NULL, bandwidth_limit numeric NOT NULL, energy_used numeric NOT NULL,
  energy_limit numeric NOT NULL, transfers_in bigint NOT NULL, transfers_out bigint NOT NULL,
  token_count integer NOT NULL
);
CREATE INDEX accounts_balance ON accounts (balance DESC, address);
CREATE TABLE tokens (
  id text PRIMARY KEY, standard text NOT NULL, name text NOT NULL, symbol text NOT NULL, decimals integer NOT NULL,
  total_supply numeric NOT NULL, holders bigint NOT NULL, transfers bigint NOT NULL, logo_url text,
  verified boolean NOT NULL, issuer text, created_at timestamptz, description text, website_url text
);
CREATE INDEX tokens_holders ON tokens (holders DESC, id);
CREATE INDEX tokens_symbol ON tokens (lower(symbol) text_pattern_ops);
CREATE INDEX tokens_name ON tokens (lower(name) text_pattern_ops);
CREATE TABLE token_balances (
  token_id text NOT NULL, address text NOT NULL, balance numeric NOT NULL, PRIMARY KEY (token_id, address)
);
CREATE INDEX token_balances_rank ON token_balances (token_id, balance DESC, address);
CREATE INDEX token_balances_address ON token_balances (address);
CREATE TABLE contracts (
  address text PRIMARY KEY, name text, creator text NOT NULL, creation_tx text NOT NULL, created_at timestamptz NOT NULL,
  verified boolean NOT NULL, compiler text, license text, abi jsonb, source text, tx_count bigint NOT NULL,
  event_count bigint NOT NULL, token_id text
);
CREATE INDEX contracts_created ON contracts (created_at DESC, address);
CREATE INDEX contracts_name ON contracts (lower(name) text_pattern_ops);
CREATE TABLE witnesses (
  address text PRIMARY KEY, name text, url text, vote_count numeric NOT NULL, produced bigint NOT NULL,
  missed bigint NOT NULL, latest_block bigint, active boolean NOT NULL, partner boolean NOT NULL,
  brokerage integer NOT NULL
);
CREATE TABLE votes (
  voter text NOT NULL, witness text NOT NULL, count numeric NOT NULL, updated_at timestamptz NOT NULL,
  PRIMARY KEY (voter, witness)
);
CREATE INDEX votes_witness ON votes (witness, count DESC);
CREATE TABLE proposals (
  id bigint PRIMARY KEY, proposer text NOT NULL, parameters jsonb NOT NULL, approvals text[] NOT NULL,
  state text NOT NULL, created_at timestamptz NOT NULL, expires_at timestamptz NOT NULL
);
CREATE TABLE chain_parameters (key text PRIMARY KEY, value bigint NOT NULL);
CREATE TABLE counters (name text PRIMARY KEY, value bigint NOT NULL);
CREATE TABLE daily_stats (
  day date PRIMARY KEY, transactions bigint NOT NULL, transfers bigint NOT NULL, new_accounts bigint NOT NULL,
  blocks bigint NOT NULL, fees_burned numeric NOT NULL, total_staked numeric NOT NULL
);
CREATE TABLE notifications (id bigserial PRIMARY KEY, message text NOT NULL, created_at timestamptz NOT NULL DEFAULT now());
CREATE TABLE banners (
  id bigserial PRIMARY KEY, title text NOT NULL, image_url text, link_url text,
  starts_at timestamptz NOT NULL DEFAULT now(), ends_at timestamptz, position integer NOT NULL DEFAULT 0
);
CREATE TABLE name_tags (address text PRIMARY KEY, tag text NOT NULL, description text);
CREATE TABLE support_tickets (
  id bigserial PRIMARY KEY, name text NOT NULL, email text NOT NULL, subject text NOT NULL, message text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
