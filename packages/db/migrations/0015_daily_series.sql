-- The daily series of the Data pages, kept by the indexer with each batch and taken back by a
-- rollback like the rest of daily_stats (additive per block, transaction and transfer):
--   transfers_pox … transfers_prc721  transfers of each token standard
--   contract_calls                    TriggerSmartContract transactions
--   new_tokens                        tokens whose created_at falls on the day (PRC10 issues, PRC20/721 contracts first seen moving)
--   active_addresses                  addresses with a row in address_daily for the day
--   rewards                           SR block rewards issued (sum of blocks.reward, sun)
--   block_interval_ms                 sum over the day's blocks of the time since their parent (average block time = this / blocks)
ALTER TABLE daily_stats
  ADD COLUMN transfers_pox bigint NOT NULL DEFAULT 0,
  ADD COLUMN transfers_prc10 bigint NOT NULL DEFAULT 0,
  ADD COLUMN transfers_prc20 bigint NOT NULL DEFAULT 0,
  ADD COLUMN transfers_prc721 bigint NOT NULL DEFAULT 0,
  ADD COLUMN contract_calls bigint NOT NULL DEFAULT 0,
  ADD COLUMN new_tokens integer NOT NULL DEFAULT 0,
  ADD COLUMN active_addresses integer NOT NULL DEFAULT 0,
  ADD COLUMN rewards numeric NOT NULL DEFAULT 0,
  ADD COLUMN block_interval_ms bigint NOT NULL DEFAULT 0;

-- The day's closing POX held outside stakes (sum of accounts.balance), unstaked and withdrawable
-- but not yet withdrawn (sum of accounts.withdrawable) and votes cast (sum of votes.votes): node
-- state written with the rest of the row; null on rows written before.
ALTER TABLE staking_daily
  ADD COLUMN liquid numeric,
  ADD COLUMN withdrawable numeric,
  ADD COLUMN total_votes numeric;

-- Per address and UTC day, its activity (history): what the rankings over 24 h, 7 d and 30 d and an
-- address's charts read instead of its transactions. A row exists while any count is non-zero.
--   txs             transactions it sent or received (as accounts.tx_count counts them)
--   txs_sent        transactions it sent
--   fees_paid       fees (sun) of the transactions it sent
--   transfers       token transfers in and out
--   pox_in/pox_out  POX moved to and from it by transfers (sun)
--   calls           TriggerSmartContract transactions sent to it (a contract)
--   energy_used     energy used by those calls
--   blocks_produced blocks it produced (an SR)
CREATE TABLE address_daily (
  address text NOT NULL,
  day date NOT NULL,
  txs integer NOT NULL DEFAULT 0,
  txs_sent integer NOT NULL DEFAULT 0,
  fees_paid numeric NOT NULL DEFAULT 0,
  transfers integer NOT NULL DEFAULT 0,
  pox_in numeric NOT NULL DEFAULT 0,
  pox_out numeric NOT NULL DEFAULT 0,
  calls integer NOT NULL DEFAULT 0,
  energy_used bigint NOT NULL DEFAULT 0,
  blocks_produced integer NOT NULL DEFAULT 0,
  PRIMARY KEY (address, day)
);
-- The rankings read one window of days at a time.
CREATE INDEX address_daily_day_idx ON address_daily (day);

-- Per token and UTC day, its transfers (history), for the token rankings over a window.
CREATE TABLE token_daily (
  token_id text NOT NULL,
  day date NOT NULL,
  transfers integer NOT NULL DEFAULT 0,
  PRIMARY KEY (token_id, day)
);
CREATE INDEX token_daily_day_idx ON token_daily (day);

-- An address's POX balance at the close of each UTC day (node state): the indexer writes the row of
-- the indexed head's day whenever it refreshes the account, so a day's last refresh leaves its
-- closing balance; days without a refresh have no row (the balance did not change). A rollback
-- drops the rows of days after the new head, like staking_daily.
CREATE TABLE address_balance_daily (
  address text NOT NULL,
  day date NOT NULL,
  balance numeric NOT NULL,
  PRIMARY KEY (address, day)
);
