-- Statistics and the indexer's own bookkeeping.

-- Per UTC day (history). new_accounts counts accounts whose first_seen_at falls on that day.
CREATE TABLE daily_stats (
  day date PRIMARY KEY,
  blocks integer NOT NULL DEFAULT 0,
  transactions bigint NOT NULL DEFAULT 0,
  transfers bigint NOT NULL DEFAULT 0,
  new_accounts integer NOT NULL DEFAULT 0,
  volume numeric NOT NULL DEFAULT 0,
  fees numeric NOT NULL DEFAULT 0,
  energy_used bigint NOT NULL DEFAULT 0,
  net_used bigint NOT NULL DEFAULT 0,
  contracts_created integer NOT NULL DEFAULT 0
);

-- Whole-chain counters (history), read instead of COUNT(*): blocks, transactions, transfers,
-- event_logs, internal_transactions, accounts, contracts, tokens, and one per standard
-- (tokens_prc10, tokens_prc20, tokens_prc721).
CREATE TABLE counters (
  name text PRIMARY KEY,
  value bigint NOT NULL
);

-- The indexer's checkpoint: the last block whose rows are all committed. Written in the same
-- transaction as the rows.
CREATE TABLE sync_checkpoint (
  id smallint PRIMARY KEY CHECK (id = 1),
  block_num bigint NOT NULL,
  block_hash text NOT NULL,
  tx_seq bigint NOT NULL,
  transfer_seq bigint NOT NULL,
  updated_at timestamptz NOT NULL
);

-- What the indexer is doing, for the API's status endpoint (one row, rewritten every few seconds).
CREATE TABLE indexer_status (
  id smallint PRIMARY KEY CHECK (id = 1),
  state text NOT NULL CHECK (state IN ('starting', 'catching_up', 'following', 'node_unreachable', 'stopped')),
  node_head_block bigint,
  indexed_block bigint,
  solidified_block bigint,
  lag_blocks bigint,
  lag_ms bigint,
  blocks_per_second real,
  transactions_per_second real,
  eta_seconds real,
  last_error text,
  last_error_at timestamptz,
  started_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);

-- Every chain reorganisation the indexer went through.
CREATE TABLE reorgs (
  id bigserial PRIMARY KEY,
  detected_at timestamptz NOT NULL,
  fork_block bigint NOT NULL,
  depth integer NOT NULL,
  old_head_hash text NOT NULL,
  new_head_hash text NOT NULL
);

-- Node state to re-read: kind is 'account', 'token', 'contract', 'witnesses', 'proposals' or
-- 'parameters'; key is the address or token id ('' for the whole-chain kinds). Filled in the same
-- transaction as the rows that touched it, drained by the refresher. Every request takes a new
-- ticket, so a request made while an older one is being served is never lost.
CREATE SEQUENCE refresh_ticket_seq;
CREATE TABLE refresh_queue (
  kind text NOT NULL,
  key text NOT NULL,
  block_num bigint NOT NULL,
  ticket bigint NOT NULL DEFAULT nextval('refresh_ticket_seq'),
  PRIMARY KEY (kind, key)
);
CREATE INDEX refresh_queue_ticket_idx ON refresh_queue (ticket);
