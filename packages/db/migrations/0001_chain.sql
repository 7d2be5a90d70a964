-- Chain history: rows derived from blocks and transaction receipts. Every row carries the block it
-- came from, so a reorg deletes exactly the rows of the orphaned blocks.
-- Addresses are base58check text (T…); hashes are lower-case hex text without 0x; amounts are numeric
-- in base units (sun, or the token's smallest unit).

CREATE TABLE blocks (
  num bigint PRIMARY KEY,
  hash text NOT NULL UNIQUE,
  parent_hash text NOT NULL,
  block_time timestamptz NOT NULL,
  witness_address text NOT NULL,
  tx_trie_root text NOT NULL,
  version integer NOT NULL,
  size integer NOT NULL,
  tx_count integer NOT NULL,
  transfer_count integer NOT NULL,
  internal_tx_count integer NOT NULL,
  event_count integer NOT NULL,
  energy_used bigint NOT NULL,
  net_used bigint NOT NULL,
  fee numeric NOT NULL,
  reward numeric NOT NULL
);
CREATE INDEX blocks_witness_idx ON blocks (witness_address, num DESC);
CREATE INDEX blocks_time_idx ON blocks (block_time);

CREATE TABLE transactions (
  seq bigint PRIMARY KEY,
  hash text NOT NULL UNIQUE,
  block_num bigint NOT NULL,
  idx integer NOT NULL,
  block_time timestamptz NOT NULL,
  contract_type smallint NOT NULL,
  owner_address text NOT NULL,
  to_address text,
  contract_address text,
  amount numeric NOT NULL,
  token_id text,
  fee numeric NOT NULL,
  energy_usage bigint NOT NULL,
  energy_fee numeric NOT NULL,
  net_usage bigint NOT NULL,
  net_fee numeric NOT NULL,
  fee_limit bigint,
  success boolean NOT NULL,
  result text NOT NULL,
  result_message text,
  revert_reason text,
  method_id text,
  memo text,
  signatures jsonb NOT NULL,
  parameter jsonb NOT NULL
);
CREATE INDEX transactions_block_idx ON transactions (block_num, idx);
CREATE INDEX transactions_owner_idx ON transactions (owner_address, seq DESC);
CREATE INDEX transactions_to_idx ON transactions (to_address, seq DESC) WHERE to_address IS NOT NULL;

CREATE TABLE event_logs (
  tx_seq bigint NOT NULL,
  log_index integer NOT NULL,
  block_num bigint NOT NULL,
  block_time timestamptz NOT NULL,
  contract_address text NOT NULL,
  topic0 text,
  topic1 text,
  topic2 text,
  topic3 text,
  data text NOT NULL,
  event_name text,
  event_signature text,
  decoded jsonb,
  PRIMARY KEY (tx_seq, log_index)
);
CREATE INDEX event_logs_contract_idx ON event_logs (contract_address, tx_seq DESC, log_index DESC);

CREATE TABLE internal_transactions (
  tx_seq bigint NOT NULL,
  idx integer NOT NULL,
  block_num bigint NOT NULL,
  block_time timestamptz NOT NULL,
  hash text NOT NULL,
  caller_address text NOT NULL,
  to_address text NOT NULL,
  call_value numeric NOT NULL,
  token_values jsonb,
  note text NOT NULL,
  rejected boolean NOT NULL,
  PRIMARY KEY (tx_seq, idx)
);
CREATE INDEX internal_transactions_caller_idx ON internal_transactions (caller_address, tx_seq DESC);
CREATE INDEX internal_transactions_to_idx ON internal_transactions (to_address, tx_seq DESC);

-- One row per movement of value: native POX, PRC10, PRC20 and PRC721, from contract parameters,
-- internal transactions and Transfer logs. Only movements that happened (successful transactions,
-- internal transactions not rejected).
CREATE TABLE transfers (
  seq bigint PRIMARY KEY,
  tx_seq bigint NOT NULL,
  tx_hash text NOT NULL,
  block_num bigint NOT NULL,
  block_time timestamptz NOT NULL,
  standard text NOT NULL CHECK (standard IN ('POX', 'PRC10', 'PRC20', 'PRC721')),
  token_id text NOT NULL,
  from_address text NOT NULL,
  to_address text NOT NULL,
  amount numeric NOT NULL,
  nft_id numeric,
  source text NOT NULL CHECK (source IN ('contract', 'internal', 'log'))
);
CREATE INDEX transfers_from_idx ON transfers (from_address, seq DESC);
CREATE INDEX transfers_to_idx ON transfers (to_address, seq DESC);
CREATE INDEX transfers_token_idx ON transfers (token_id, seq DESC);
CREATE INDEX transfers_tx_idx ON transfers (tx_seq);
